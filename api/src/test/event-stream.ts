import http from "node:http";

export interface StreamEvent {
  event: string;
  data: unknown;
  /** performance.now() when the event was read. */
  at: number;
}

export interface TestStream {
  status: number;
  events: StreamEvent[];
  comments: string[];
  /** Resolves with the first event of that name, already received or still to come, matching the predicate. */
  next(event: string, predicate?: (data: unknown) => boolean, timeoutMs?: number): Promise<unknown>;
  close(): void;
}

/** An EventSource-like reader of text/event-stream over plain HTTP (tests, benches, the stack's proof). */
export function openStream(url: string): Promise<TestStream> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: { accept: "text/event-stream" } }, (response) => {
      const events: StreamEvent[] = [];
      const comments: string[] = [];
      const waiters: { event: string; predicate: (data: unknown) => boolean; from: number; resolve: (data: unknown) => void }[] = [];
      let buffer = "";
      const settle = () => {
        for (const waiter of [...waiters]) {
          const found = events.slice(waiter.from).find((e) => e.event === waiter.event && waiter.predicate(e.data));
          if (found) {
            waiters.splice(waiters.indexOf(waiter), 1);
            waiter.resolve(found.data);
          }
        }
      };
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => {
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf("\n\n")) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          let event = "message";
          const data: string[] = [];
          for (const line of block.split("\n")) {
            if (line.startsWith(":")) comments.push(line.slice(1).trim());
            else if (line.startsWith("event: ")) event = line.slice(7);
            else if (line.startsWith("data: ")) data.push(line.slice(6));
          }
          if (data.length > 0) events.push({ event, data: JSON.parse(data.join("\n")), at: performance.now() });
        }
        settle();
      });
      resolve({
        status: response.statusCode ?? 0,
        events,
        comments,
        next(event, predicate = () => true, timeoutMs = 5000) {
          return new Promise((resolveNext, rejectNext) => {
            const timer = setTimeout(() => rejectNext(new Error(`no "${event}" event within ${timeoutMs} ms`)), timeoutMs);
            waiters.push({ event, predicate, from: 0, resolve: (data) => (clearTimeout(timer), resolveNext(data)) });
            settle();
          });
        },
        close: () => request.destroy(),
      });
    });
    request.on("error", reject);
  });
}
