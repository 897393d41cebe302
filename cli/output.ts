// What a command prints: JSON for a script (--json), text for a person.

export function print(json: boolean, value: unknown, text: () => string): void {
  process.stdout.write(json ? JSON.stringify(value, null, 2) + '\n' : text() + '\n');
}
