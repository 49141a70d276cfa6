import { afterEach, describe, expect, it, vi } from 'vitest';
import { openInBrowser } from './web-document';

const file = { fileName: 'FB-FT-schedule-report.pdf', contentType: 'application/pdf', base64: btoa('%PDF-1.3') };

describe('a document in a browser or the desktop shell', () => {
  afterEach(() => vi.restoreAllMocks());

  it('opens in a new tab: the device’s viewer', () => {
    URL.createObjectURL = vi.fn(() => 'blob:report');
    const open = vi.spyOn(window, 'open').mockReturnValue({} as Window);
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    openInBrowser(window, file);
    expect(open).toHaveBeenCalledWith('blob:report', '_blank');
    expect(click).not.toHaveBeenCalled();
  });

  it('is downloaded under its name when no window opens, and where only saving makes sense (the desktop shell)', () => {
    URL.createObjectURL = vi.fn(() => 'blob:report');
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    openInBrowser(window, file);
    expect(open).toHaveBeenCalledTimes(1);
    openInBrowser(window, file, { saveOnly: true });
    expect(open).toHaveBeenCalledTimes(1);
    expect(names).toEqual(['FB-FT-schedule-report.pdf', 'FB-FT-schedule-report.pdf']);
  });
});
