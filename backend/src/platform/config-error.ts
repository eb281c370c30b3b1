/** A setting that stops start-up: a bad variable, or secrets that cannot be read or kept. */
export class ConfigError extends Error {}
