/**
 * Ionic's menu toggle does nothing while the menu is still sliding open, so an item tapped
 * during the animation would leave the menu open over the new page. A menu that shows but is
 * not open yet is opening: close it as soon as it has opened.
 */
export async function closeMenuAfterChoice(menu: HTMLIonMenuElement | null): Promise<void> {
  if (!menu) return;
  const opening = menu.classList.contains('show-menu') && !(await menu.isOpen());
  if (!opening) return;
  await new Promise<void>((opened) => menu.addEventListener('ionDidOpen', () => opened(), { once: true }));
  await menu.close();
}
