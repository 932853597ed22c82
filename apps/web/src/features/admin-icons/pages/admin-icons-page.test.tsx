import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { ICONS_IN_USE } from '@/features/admin-icons/icons-in-use';
import { AdminIconsPage } from './admin-icons-page';

describe('admin icons page', () => {
  beforeEach(() => changeLanguage('de'));

  it('shows every icon in use with its name and count', () => {
    render(<AdminIconsPage />);
    expect(screen.getByTestId('icons-count').textContent).toBe(
      `${ICONS_IN_USE.length} von ${ICONS_IN_USE.length} Symbolen`,
    );
    expect(
      within(screen.getByRole('list', { name: 'Symbole' })).getAllByRole('listitem'),
    ).toHaveLength(ICONS_IN_USE.length);
    const tile = screen.getByTestId('icon-tile-ChevronDown');
    expect(tile.textContent).toContain('ChevronDown');
    // The picture is decoration: the name says what it is.
    expect(tile.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('searches by name, kebab-case too', async () => {
    render(<AdminIconsPage />);
    const search = screen.getByRole('searchbox', { name: 'Symbole suchen' });
    // Pasted, not typed: each keystroke would filter the whole grid again.
    await userEvent.click(search);
    await userEvent.paste('chevron-d');
    expect(await screen.findByTestId('icons-count')).toHaveProperty(
      'textContent',
      `1 von ${ICONS_IN_USE.length} Symbolen`,
    );
    expect(screen.getByTestId('icon-tile-ChevronDown')).toBeTruthy();
    expect(screen.queryByTestId('icon-tile-ChevronLeft')).toBeNull();
  });

  it('says when nothing matches, and clears the search', async () => {
    render(<AdminIconsPage />);
    await userEvent.click(screen.getByRole('searchbox', { name: 'Symbole suchen' }));
    await userEvent.paste('no such icon');
    expect((await screen.findByTestId('icons-empty')).textContent).toContain(
      'Kein Symbol gefunden',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Suche zurücksetzen' }));
    expect(screen.getByTestId('icons-count').textContent).toBe(
      `${ICONS_IN_USE.length} von ${ICONS_IN_USE.length} Symbolen`,
    );
  });

  it('copies a name from the keyboard and says so', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    render(<AdminIconsPage />);
    await user.click(screen.getByRole('searchbox', { name: 'Symbole suchen' }));
    await user.paste('Bug');
    await user.tab();
    const button = screen.getByRole('button', { name: 'Namen Bug kopieren' });
    expect(document.activeElement).toBe(button);
    await user.keyboard('{Enter}');
    expect(writeText).toHaveBeenCalledWith('Bug');
    expect(within(button).getByText('Kopiert')).toBeTruthy();
  });
});
