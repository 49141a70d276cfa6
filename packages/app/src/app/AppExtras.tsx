import SecondFactorFrame from '../platform/SecondFactorFrame';
import DevPlatformNotice from './DevPlatformNotice';
import ServiceFeedback from './ServiceFeedback';
import StartupAlert from './StartupAlert';

/**
 * The shell's overlays (popups, loading, start-up alert, second-factor frame, dev notice): none
 * of them draws the first page, so they load in their own chunk beside the first screen.
 */
export default function AppExtras() {
  return (
    <>
      <ServiceFeedback />
      <StartupAlert />
      <SecondFactorFrame />
      <DevPlatformNotice />
    </>
  );
}
