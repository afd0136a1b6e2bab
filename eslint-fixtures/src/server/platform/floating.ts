async function send(): Promise<void> {}

export function fireAndForget(): void {
  send();
}
