import { startBeacons } from './beacon';
import { startTelemetry } from './start-telemetry';

jest.mock('./beacon', () => ({ startBeacons: jest.fn() }));

describe('startTelemetry', () => {
  let idle: Array<() => void>;
  let sendHidden: jest.Mock;

  beforeEach(() => {
    sendHidden = jest.fn();
    jest.mocked(startBeacons).mockReset().mockReturnValue(sendHidden);
    idle = [];
    window.requestIdleCallback = ((run: () => void) => {
      idle.push(run);
      return idle.length;
    }) as typeof window.requestIdleCallback;
    Object.defineProperty(navigator, 'sendBeacon', { value: jest.fn(), configurable: true });
  });

  afterEach(() => {
    delete (window as { requestIdleCallback?: unknown }).requestIdleCallback;
  });

  it('starts the beacons only once the loaded page is idle', () => {
    startTelemetry(1);
    expect(startBeacons).not.toHaveBeenCalled();
    expect(idle).toHaveLength(1);
    idle[0]!();
    expect(startBeacons).toHaveBeenCalledTimes(1);
  });

  it('starts the beacons and sends at once when the page is left before it is idle', () => {
    startTelemetry(1);
    dispatchEvent(new Event('pagehide'));
    expect(startBeacons).toHaveBeenCalledTimes(1);
    expect(sendHidden).toHaveBeenCalledTimes(1);
    idle[0]!();
    expect(startBeacons).toHaveBeenCalledTimes(1);
  });

  it('has the started beacons send every time the page is hidden or left once it was idle', () => {
    startTelemetry(1);
    idle[0]!();
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
    expect(sendHidden).toHaveBeenCalledTimes(1);
    dispatchEvent(new Event('pagehide'));
    expect(sendHidden).toHaveBeenCalledTimes(2);
    expect(startBeacons).toHaveBeenCalledTimes(1);
    delete (document as unknown as Record<string, unknown>).visibilityState;
  });

  it('starts nothing for a page view that is not sampled', () => {
    startTelemetry(0);
    expect(idle).toHaveLength(0);
    expect(startBeacons).not.toHaveBeenCalled();
  });
});
