/** HTTP calls of the virtual members, and what they recorded: time and answers per action. */

export interface Member {
  id: string;
  username: string;
  authorization: string;
}

export interface Answer {
  status: number;
  body: unknown;
}

/** A JSON body, or multipart form data (a photo upload), or none. */
export type Payload = { json: unknown } | { form: FormData } | undefined;

let sent = 0;
/** Requests sent so far by every member. */
export const requestsSent = () => sent;

/** One call to `{base}/api/v1{path}` as `member`; a connection failure answers status 0. */
export async function call(
  base: string,
  member: Member,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  payload?: Payload,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const init: RequestInit = { method, headers: { authorization: member.authorization, ...headers } };
  if (payload && 'json' in payload) {
    init.body = JSON.stringify(payload.json);
    init.headers = { ...init.headers, 'content-type': 'application/json' };
  } else if (payload) init.body = payload.form;
  sent += 1;
  try {
    const response = await fetch(`${base}/api/v1${path}`, init);
    const text = await response.text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      // not JSON: kept as text for the error report
    }
    return { status: response.status, body };
  } catch (error) {
    return { status: 0, body: error instanceof Error ? error.message : String(error) };
  }
}

/** Thrown by an action when an answer is not 2xx; the action counts as failed with that status. */
export class Failed extends Error {
  constructor(
    readonly status: number,
    readonly what: string,
    readonly body: unknown,
  ) {
    super(`${what}: ${status} ${JSON.stringify(body).slice(0, 300)}`);
  }
}

/** The answer's body when 2xx, else throws Failed. */
export function ok<T>(answer: Answer, what: string): T {
  if (answer.status < 200 || answer.status > 299) throw new Failed(answer.status, what, answer.body);
  return answer.body as T;
}

export interface ActionFigures {
  /** Milliseconds of each completed action, in the order they ended. */
  times: number[];
  /** Failed actions by status (0: no answer). */
  errors: Map<number, number>;
  /** A few failures of each status, for the report. */
  examples: Map<number, string[]>;
}

/** Figures per action name. */
export class Recorder {
  readonly actions = new Map<string, ActionFigures>();

  async time(name: string, run: () => Promise<void>): Promise<void> {
    let figures = this.actions.get(name);
    if (!figures) this.actions.set(name, (figures = { times: [], errors: new Map(), examples: new Map() }));
    const start = performance.now();
    try {
      await run();
      figures.times.push(performance.now() - start);
    } catch (error) {
      const status = error instanceof Failed ? error.status : -1;
      figures.errors.set(status, (figures.errors.get(status) ?? 0) + 1);
      const examples = figures.examples.get(status) ?? [];
      if (examples.length < 3) examples.push(error instanceof Error ? error.message : String(error));
      figures.examples.set(status, examples);
    }
  }
}

/** The q-quantile (0–1) of `values`, nearest rank; NaN when empty. */
export function quantile(values: number[], q: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? Number.NaN;
}
