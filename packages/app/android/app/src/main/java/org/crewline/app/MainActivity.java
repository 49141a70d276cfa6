package org.crewline.app;

import com.getcapacitor.BridgeActivity;

public class MainActivity extends BridgeActivity {}
