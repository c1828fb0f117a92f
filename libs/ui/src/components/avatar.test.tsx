import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getInitials } from '../utils/initials';
import { Avatar } from './avatar';

describe('getInitials', () => {
  it.each([
    ['Ana Maria Souza', 'AS'],
    ['joão', 'J'],
    ['  élio   ramos ', 'ÉR'],
    ['', '?'],
    [null, '?'],
  ])('%s -> %s', (name, expected) => {
    expect(getInitials(name)).toBe(expected);
  });
});

describe('Avatar', () => {
  it('shows initials named after the person when there is no photo', () => {
    render(<Avatar name="Carla Dias" />);
    const avatar = screen.getByRole('img', { name: 'Carla Dias' });
    expect(avatar.textContent).toBe('CD');
  });

  it('shows the photo, and falls back to initials when it fails to load', () => {
    render(<Avatar name="Carla Dias" src="https://example.test/carla.jpg" />);
    const img = screen.getByRole('img', { name: 'Carla Dias' });
    expect(img.tagName).toBe('IMG');
    fireEvent.error(img);
    expect(screen.getByRole('img', { name: 'Carla Dias' }).textContent).toBe('CD');
  });
});
