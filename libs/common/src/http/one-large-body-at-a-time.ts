import type { NextFunction, Request, Response } from 'express';

/**
 * Requests whose body is larger than `largerThan` bytes are read and handled one at a time: the next one's
 * body is not read (it waits in the socket) until the one before has been answered. Only admin bulk imports
 * send such bodies (the default BODY_LIMIT refuses them); each costs the heap its bytes, their text, the
 * parsed objects and the BSON of its writes (~80 MiB for 500 quizzes, ~7 MB), so two at once took the
 * platform's peak RSS over 400 MiB in bench:catalog. Waiting is the server's policy for such a call; its
 * own work starts (and the change log's wait for it) only once it is let in.
 */
export function oneLargeBodyAtATime(largerThan: number) {
  let last: Promise<void> = Promise.resolve();
  return (req: Request, res: Response, next: NextFunction): void => {
    if (!(Number(req.headers['content-length']) > largerThan)) return next();
    let release!: () => void;
    const done = new Promise<void>((resolve) => (release = resolve));
    const before = last;
    last = before.then(() => done);
    // 'close' follows both a sent answer and a client that went away, so the turn is always handed on.
    res.once('close', release);
    void before.then(() => (res.destroyed ? release() : next()));
  };
}
