import { describe, expect, it } from 'vitest';
import { menuTemplate } from '../src/menu-template';

describe('menuTemplate', () => {
  it('has the standard Edit, View and Window menus', () => {
    expect(menuTemplate(false).map((item) => item.role)).toEqual(['fileMenu', 'editMenu', 'viewMenu', 'windowMenu']);
  });

  it('starts with the app menu on macOS', () => {
    expect(menuTemplate(true).map((item) => item.role)).toEqual(['appMenu', 'editMenu', 'viewMenu', 'windowMenu']);
  });
});
