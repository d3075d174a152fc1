// Errors the generator reports to its user: a message that names the file and line, never a stack trace.

export class GenError extends Error {
  override name = 'GenError';
}
