// The web's server entry in a worker thread: a page's render (React's renderToString, tens of
// milliseconds of synchronous work) runs here, so the server's event loop keeps answering meanwhile.
// Plain JavaScript, so that it runs with or without the TypeScript loader. See render-thread.ts.
import { pathToFileURL } from 'node:url';
import { parentPort, workerData } from 'node:worker_threads';

const entry = await import(pathToFileURL(workerData.entryPath).href);

parentPort.on('message', async ({ id, path, options }) => {
  try {
    parentPort.postMessage({ id, body: await entry.prerender(path, options) });
  } catch (error) {
    parentPort.postMessage({
      id,
      error: error instanceof Error ? (error.stack ?? error.message) : String(error),
    });
  }
});
parentPort.postMessage({ ready: true });
