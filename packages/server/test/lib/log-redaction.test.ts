import { describe, expect, it } from 'vitest';
import { redactUrl } from '../../src/lib/log-redaction';

describe('redactUrl', () => {
  it('hides calendar feed tokens and second-factor tokens', () => {
    expect(redactUrl('/calendar/abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ.ics')).toBe('/calendar/[redacted]');
    expect(redactUrl('/auth/second-factor?token=s3cret')).toBe('/auth/second-factor?[redacted]');
    // Anything under them, to be safe.
    expect(redactUrl('/auth/second-factor/done?m=1')).toBe('/auth/second-factor/[redacted]');
  });

  it('leaves other addresses alone', () => {
    expect(redactUrl('/ServiceManager/Macro/ExecMacro/mta_timecard')).toBe(
      '/ServiceManager/Macro/ExecMacro/mta_timecard',
    );
    expect(redactUrl('/calendar')).toBe('/calendar');
    expect(redactUrl('/calendarish/x')).toBe('/calendarish/x');
  });
});
