import { DEPRECATED_ENV_TYPE, type EnvironmentList, type WelcomeMessage } from '@crewline/protocol';
import type { Config } from '../config';
import { isBelowMinimum } from './version';

/** The environment list payload for an app of `version`, served from `selfOrigin`. */
export function environmentList(config: Config, version: string | undefined, selfOrigin: string): EnvironmentList {
  const self = new URL(selfOrigin);
  const selfHost = `${self.protocol}//${self.hostname}`;
  const welcome = (message: string): WelcomeMessage => ({ title: config.welcome.title, message, dismissible: true });
  const servers = config.environments.map((env, index) => ({
    type: env.type,
    host: env.host ?? selfHost,
    port: env.port ?? self.port,
    user: env.user ?? '',
    pwd: '',
    supportEmail: env.supportEmail ?? config.supportEmail,
    // An environment may name its own release (a training build); otherwise the configured one.
    androidVersion: env.androidVersion ?? config.latestApp.androidVersion,
    androidUrl: env.androidUrl ?? config.latestApp.androidUrl,
    iosVersion: env.iosVersion ?? config.latestApp.iosVersion,
    iosUrl: env.iosUrl ?? config.latestApp.iosUrl,
    index: env.index ?? index,
    deptSuffix: env.deptSuffix ?? '',
  }));
  return {
    servers,
    defaultEnvType: isBelowMinimum(version, config.minAppVersion) ? DEPRECATED_ENV_TYPE : (servers[0]?.type ?? ''),
    welcomeMessage: welcome(config.welcome.mobile),
    welcomeMessage_desktop: welcome(config.welcome.desktop),
    passwordResetLink: config.passwordResetLink,
  };
}
