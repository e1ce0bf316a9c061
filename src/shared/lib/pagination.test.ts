import { describe, expect, it, vi } from 'vitest';
import { totalFromPage } from './pagination';

describe('totalFromPage', () => {
  const count = () => vi.fn(() => Promise.resolve(99));

  it('takes the total from a short page without counting', async () => {
    const counter = count();
    await expect(totalFromPage(3, { page: 1, pageSize: 10 }, counter)).resolves.toBe(3);
    await expect(totalFromPage(0, { page: 1, pageSize: 10 }, counter)).resolves.toBe(0);
    await expect(totalFromPage(4, { page: 3, pageSize: 10 }, counter)).resolves.toBe(24);
    expect(counter).not.toHaveBeenCalled();
  });

  it('counts after a full page, and after an empty page past the end', async () => {
    const counter = count();
    await expect(totalFromPage(10, { page: 1, pageSize: 10 }, counter)).resolves.toBe(99);
    await expect(totalFromPage(0, { page: 5, pageSize: 10 }, counter)).resolves.toBe(99);
    expect(counter).toHaveBeenCalledTimes(2);
  });
});
