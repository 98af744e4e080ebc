import path from 'node:path';
import { imageFile, isValidImageKey } from './keys';

const DIR = path.resolve('/srv/art/images');

describe('isValidImageKey', () => {
  it.each(['work/ana-nunez-jardin-azul', 'artist/ana-nunez', 'a', 'post/2025/03/feria-abre', `x/${'a'.repeat(121)}`])(
    'accepts %s',
    (key) => {
      expect(isValidImageKey(key)).toBe(true);
    },
  );

  it.each([
    '',
    '..',
    'work/..',
    '../etc/passwd',
    'work/../../etc',
    'work/%2e%2e',
    'Work/ana',
    'work\\..\\secret',
    '/etc/passwd',
    'work//ana',
    'work/ana/',
    'a/b/c/d/e',
    `x/${'a'.repeat(122)}`,
    'work/ana\0',
    'work/-ana',
    'work/ana.jpg',
    ' work/ana',
    'work/añil',
  ])('refuses %j', (key) => {
    expect(isValidImageKey(key)).toBe(false);
  });

  it('refuses what is not a string', () => {
    expect(isValidImageKey(undefined)).toBe(false);
    expect(isValidImageKey(42)).toBe(false);
  });
});

describe('imageFile', () => {
  it('gives the absolute path of a derivative inside the images folder', () => {
    expect(imageFile(DIR, 'work/jardin-azul', 3, 'webp')).toBe(path.join(DIR, 'work', 'jardin-azul', '3.webp'));
    expect(imageFile('relative/images', 'artist/ana', 0, 'jpg')).toBe(
      path.resolve('relative/images', 'artist', 'ana', '0.jpg'),
    );
  });

  it.each([
    ['../secret', 0, 'jpg'],
    ['work/../../etc/passwd', 0, 'jpg'],
    ['work/%2e%2e/x', 1, 'jpg'],
    ['/etc/passwd', 1, 'jpg'],
    ['work\\..\\..\\x', 1, 'jpg'],
    ['work/x\0', 1, 'jpg'],
    ['work/ana', 6, 'jpg'],
    ['work/ana', -1, 'jpg'],
    ['work/ana', 1.5, 'jpg'],
    ['work/ana', Number.NaN, 'jpg'],
    ['work/ana', 1, 'png'],
    ['work/ana', 1, 'JPG'],
    ['work/ana', 1, 'webp/../../x'],
    ['work/ana', 1, ''],
  ])('is null for key %j, size %s, format %j', (key, size, format) => {
    expect(imageFile(DIR, key, size, format)).toBeNull();
  });
});
