/** @jest-environment node */
describe('assetUrl', () => {
  const load = async (basePath: string) => {
    jest.resetModules();
    process.env.NEXT_PUBLIC_BASE_PATH = basePath;
    return (await import('./paths')).assetUrl;
  };

  test('puts files in public/ below the base path', async () => {
    const assetUrl = await load('/portfolio');
    expect(assetUrl('/images/profile.webp')).toBe('/portfolio/images/profile.webp');
    expect(assetUrl('images/profile.webp')).toBe('/portfolio/images/profile.webp');
  });

  test('leaves absolute URLs alone', async () => {
    const assetUrl = await load('/portfolio');
    expect(assetUrl('https://cdn.example.com/a.png')).toBe('https://cdn.example.com/a.png');
    expect(assetUrl('data:image/png;base64,AAAA')).toBe('data:image/png;base64,AAAA');
  });

  test('works at a domain root', async () => {
    const assetUrl = await load('');
    expect(assetUrl('/images/profile.webp')).toBe('/images/profile.webp');
  });
});
