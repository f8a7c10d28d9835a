export default async function globalTeardown(): Promise<void> {
  const server = (globalThis as Record<string, unknown>).__examTestMongo as
    { stop(): Promise<void> } | undefined;
  await server?.stop();
}
