import jsQR from 'jsqr';
import type { Page } from 'playwright-core';

/**
 * The receipt's QR as a reader sees it: the drawn code rasterised in the page (the app's CSP
 * admits no injected script), its pixels decoded here by jsQR. A receipt draws its QR only once
 * its document is signed or cleared, which may come after the rest of the paper.
 */
export async function scanQr(page: Page, title: string): Promise<string> {
  await page.locator('svg > title', { hasText: title }).first().waitFor({ state: 'attached' });
  const size = 320;
  const pixels = await page.evaluate(
    async ({ qrTitle, size }) => {
      const svg = [...document.querySelectorAll('svg')].find(
        (element) => element.querySelector('title')?.textContent === qrTitle,
      )!;
      const image = new Image();
      image.src = URL.createObjectURL(
        new Blob([new XMLSerializer().serializeToString(svg)], { type: 'image/svg+xml' }),
      );
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = size;
      canvas.height = size;
      const context = canvas.getContext('2d')!;
      context.fillStyle = '#fff';
      context.fillRect(0, 0, size, size);
      context.drawImage(image, 0, 0, size, size);
      return [...context.getImageData(0, 0, size, size).data];
    },
    { qrTitle: title, size },
  );
  return jsQR(Uint8ClampedArray.from(pixels), size, size)?.data ?? '';
}
