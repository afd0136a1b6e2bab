async function send(): Promise<void> {}

export async function handled(): Promise<void> {
  await send();
  void send();
  send().catch(() => undefined);
}
