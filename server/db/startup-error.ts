/**
 * A reason the process cannot start, worded for the person starting it: what is wrong, where,
 * and what to do. `main` prints only its message, on one line.
 */
export class StartupError extends Error {
  override name = 'StartupError';
}

/** The cause of a failed file-system call, in words (`EROFS` → "the file system is read-only"). */
export function describeFileError(error: unknown): string {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  switch (code) {
    case 'EACCES':
    case 'EPERM':
      return 'permission denied';
    case 'EROFS':
      return 'the file system is read-only';
    case 'ENOTDIR':
      return 'a part of the path is a file, not a directory';
    case 'ENOENT':
      return 'the file system does not allow creating it there';
    case 'ENOSPC':
      return 'no space left on the device';
    case 'EDQUOT':
      return 'the disk quota is exhausted';
    case 'ENAMETOOLONG':
      return 'the path is too long';
    default:
      return error instanceof Error ? error.message : String(error);
  }
}

/** One line for the console: a StartupError's message, or any other error followed by its causes. */
export function describeFailure(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  if (error instanceof StartupError) return error.message;
  const lines = [error.message.split('\n')[0]];
  for (let cause = error.cause; cause instanceof Error; cause = cause.cause) lines.push(cause.message.split('\n')[0]);
  return lines.join(': ');
}
