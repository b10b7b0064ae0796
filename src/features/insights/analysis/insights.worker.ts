/** Computes a project's insights off the main thread for computeInsightsInBackground. */
import { createWorkerHandler, type WorkerRequest } from './worker-protocol'

const handle = createWorkerHandler((message) => self.postMessage(message))

self.addEventListener('message', (event: MessageEvent<WorkerRequest>) => handle(event.data))
