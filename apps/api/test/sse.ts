/** One Server-Sent Event: its name (`message` when unnamed) and its data, parsed as JSON. */
export interface SseEvent {
  event: string;
  data: unknown;
}

/**
 * A live stream read as the web app reads it: `fetch` and a reader (EventSource cannot send the
 * bearer token). Waits are for a state: an event, or the end of the stream.
 */
export interface SseStream {
  status: number;
  response: Response;
  /** The data of the next event of this name; throws if the stream ends first. */
  next(event: string): Promise<unknown>;
  /** Reads until the server ends the stream; answers the events read meanwhile. */
  ended(): Promise<SseEvent[]>;
  /** The client goes away (a closed tab). */
  abort(): void;
}

function parseBlock(block: string): SseEvent | null {
  let event = 'message';
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (line.startsWith('event: ')) event = line.slice(7);
    else if (line.startsWith('data: ')) data.push(line.slice(6));
  }
  return data.length > 0 ? { event, data: JSON.parse(data.join('\n')) as unknown } : null;
}

/** Opens `url` (a whole URL) with these headers; a refusal is read from `response`. */
export async function openSse(url: string, headers: Record<string, string>): Promise<SseStream> {
  const controller = new AbortController();
  const response = await fetch(url, { headers, signal: controller.signal });
  const reader = response.ok ? response.body!.getReader() : null;
  const decoder = new TextDecoder();
  let buffer = '';
  const queue: SseEvent[] = [];
  /** Reads one chunk into the queue; false once the stream ended. */
  const pull = async (): Promise<boolean> => {
    if (!reader) return false;
    const chunk = await reader.read();
    if (chunk.done) return false;
    buffer += decoder.decode(chunk.value, { stream: true });
    for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
      const parsed = parseBlock(buffer.slice(0, end));
      buffer = buffer.slice(end + 2);
      if (parsed) queue.push(parsed);
    }
    return true;
  };
  return {
    status: response.status,
    response,
    async next(event) {
      for (;;) {
        const index = queue.findIndex((item) => item.event === event);
        if (index >= 0) return queue.splice(0, index + 1).at(-1)!.data;
        if (!(await pull())) throw new Error(`the stream ended before an event "${event}"`);
      }
    },
    async ended() {
      while (await pull());
      return queue.splice(0);
    },
    abort: () => controller.abort(),
  };
}
