import { handOverToWorker } from './first-visit-handover';

/** The sources of a page, fed by the test: each `load` and `show` reaches the hand-over. */
function pageSources() {
  let recordFiles: (urls: string[]) => void = () => undefined;
  let recordPage: (address: string) => void = () => undefined;
  return {
    sources: {
      observeFiles: (record: (urls: string[]) => void) => {
        recordFiles = record;
        record(['http://localhost/main.0123456789ab.js']);
      },
      observePages: (record: (address: string) => void) => {
        recordPage = record;
        record('/tours');
      },
    },
    load: (...urls: string[]) => recordFiles(urls),
    show: (address: string) => recordPage(address),
  };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('handOverToWorker', () => {
  it('tells the worker what the page showed and loaded so far, in one message', () => {
    const worker = { postMessage: jest.fn() };
    handOverToWorker(worker, pageSources().sources);
    expect(worker.postMessage).not.toHaveBeenCalled();
    jest.runAllTimers();
    expect(worker.postMessage).toHaveBeenCalledTimes(1);
    expect(worker.postMessage).toHaveBeenCalledWith({
      type: 'KEEP',
      pages: ['/tours'],
      files: ['http://localhost/main.0123456789ab.js'],
    });
  });

  it('then tells it each page the visitor moves to and the files that page loads', () => {
    const worker = { postMessage: jest.fn() };
    const page = pageSources();
    handOverToWorker(worker, page.sources);
    jest.runAllTimers();
    page.show('/gallery');
    page.load('http://localhost/remotes/blog-gallery/remoteEntry.js');
    page.load();
    jest.runAllTimers();
    expect(worker.postMessage).toHaveBeenCalledTimes(2);
    expect(worker.postMessage).toHaveBeenLastCalledWith({
      type: 'KEEP',
      pages: ['/gallery'],
      files: ['http://localhost/remotes/blog-gallery/remoteEntry.js'],
    });
  });
});
