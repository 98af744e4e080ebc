import jsQR from 'jsqr';
import QRCode from 'qrcode';
import sharp from 'sharp';
import { ticketQrPng } from './tickets';

/** The image's RGBA pixels, as sharp decodes the PNG. */
async function pixels(png: Buffer) {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return {
    data: new Uint8ClampedArray(data),
    width: info.width,
    height: info.height,
    format: (await sharp(png).metadata()).format,
  };
}

describe('ticketQrPng', () => {
  const code = 'AM25-7K3M-Q9TX-2HRB';

  it('is a PNG that a scanner reads as the ticket code', async () => {
    const png = await ticketQrPng(code);
    const image = await pixels(png);
    expect(image.format).toBe('png');
    expect(jsQR(image.data, image.width, image.height)?.data).toBe(code);
  });

  it('draws 12 pixels a module with a quiet zone of 4 modules, black on white, error correction M', async () => {
    // The matrix of level M (another level differs at least in its format bits).
    const { modules } = QRCode.create(code, { errorCorrectionLevel: 'M' });
    const image = await pixels(await ticketQrPng(code));
    expect(image.width).toBe((modules.size + 8) * 12);
    expect(image.height).toBe(image.width);
    const grey = (x: number, y: number) => image.data[(y * image.width + x) * 4] ?? -1;
    // The quiet zone is white; the finder pattern's corner, 4 modules in, is black.
    expect(grey(0, 0)).toBe(255);
    expect(grey(47, 47)).toBe(255);
    expect(grey(48, 48)).toBe(0);
    // Every module is 12 × 12 pixels of one colour, as the matrix says.
    for (let row = 0; row < modules.size; row++) {
      for (let col = 0; col < modules.size; col++) {
        const expected = modules.get(row, col) ? 0 : 255;
        expect([grey(48 + col * 12, 48 + row * 12), grey(48 + col * 12 + 11, 48 + row * 12 + 11)]).toEqual([
          expected,
          expected,
        ]);
      }
    }
  });
});
