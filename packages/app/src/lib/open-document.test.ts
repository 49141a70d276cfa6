import { afterEach, describe, expect, it, vi } from 'vitest';
import { openDocument } from './open-document';

const file = { fileName: 'FB-FT-schedule-report.pdf', contentType: 'application/pdf', base64: btoa('%PDF-1.3') };

describe('a document from a service', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    delete window.crewlineDesktop;
  });

  it('opens in a new tab: the device’s viewer', () => {
    URL.createObjectURL = vi.fn(() => 'blob:report');
    const open = vi.spyOn(window, 'open').mockReturnValue({} as Window);
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    openDocument(file);
    expect(open).toHaveBeenCalledWith('blob:report', '_blank');
    expect(click).not.toHaveBeenCalled();
  });

  it('is downloaded under its name when no window opens, and in the desktop shell', () => {
    URL.createObjectURL = vi.fn(() => 'blob:report');
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    openDocument(file);
    expect(open).toHaveBeenCalledTimes(1);
    window.crewlineDesktop = { platform: 'desktop' } as NonNullable<typeof window.crewlineDesktop>;
    openDocument(file);
    expect(open).toHaveBeenCalledTimes(1);
    expect(names).toEqual(['FB-FT-schedule-report.pdf', 'FB-FT-schedule-report.pdf']);
  });
});
