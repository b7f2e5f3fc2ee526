/** A command asked for in a way it cannot be run (a missing or bad argument): its message alone is printed. */
export class UsageError extends Error {}
