import { startBeacons } from './beacon';
import { startTelemetry } from './start-telemetry';

jest.mock('./beacon', () => ({ startBeacons: jest.fn() }));

describe('startTelemetry', () => {
  let idle: Array<() => void>;

  beforeEach(() => {
    jest.mocked(startBeacons).mockClear();
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

  it('starts nothing for a page view that is not sampled', () => {
    startTelemetry(0);
    expect(idle).toHaveLength(0);
    expect(startBeacons).not.toHaveBeenCalled();
  });
});
