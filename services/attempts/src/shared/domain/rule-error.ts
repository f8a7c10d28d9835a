/** A broken business rule about the learner's input; the HTTP layer answers it with a 400 and this message. */
export class AttemptRuleError extends Error {}
