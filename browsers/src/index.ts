export type {
  Browser,
  BrowserPage,
  InterceptedRequest,
  LoadState,
  PageError,
  PageOptions,
  RouteAnswer,
  RouteHandler,
  Target,
  TextMatch,
  Viewport,
  WaitOptions,
} from './browser-page';
export {
  chromiumHeadlessShellLaunchOptions,
  chromiumLaunchOptions,
} from './chromium/launch-options';
export { engineLabels, engines, isEngine, type Engine } from './engine';
export { launch, type LaunchOptions } from './launch';
export { isExternal } from './routes';
export { settled } from './settled';
