import { describe, expect, it } from 'vitest';
import { withConfigurators } from './configurator-menu.ts';
import { menuItems, type MenuRouteEntry } from './menu-items.ts';

describe('menuItems', () => {
  it('reads the real route table: Home is in the menu, login is not', () => {
    const items = menuItems();
    expect(items.map((item) => item.path)).toContain('/');
    expect(items.find((item) => item.path === '/')?.label).toBe('Home');
    expect(items.some((item) => item.path === '/login')).toBe(false);
  });

  it('shows the switch-user entry only to users with the switch_user role', () => {
    expect(menuItems().some((item) => item.path === '/cambia-utente')).toBe(false);
    expect(menuItems(undefined, ['customer']).some((item) => item.path === '/cambia-utente')).toBe(false);
    const staff = menuItems(undefined, ['staff', 'switch_user']);
    expect(staff.find((item) => item.path === '/cambia-utente')?.label).toBe('Cambia utente');
  });

  it('shows the orders only to logged-in users', () => {
    expect(menuItems().some((item) => item.path === '/area-clienti/ordini')).toBe(false);
    expect(menuItems(undefined, ['customer']).find((item) => item.path === '/area-clienti/ordini')?.label).toBe('I miei ordini');
  });

  it('shows the net price lists to customers, with the price-list request and their requests beneath', () => {
    expect(menuItems().some((item) => item.path === '/richiesta-listino-netto')).toBe(false);
    const lists = menuItems(undefined, ['customer']).find((item) => item.path === '/richiesta-listino-netto');
    expect(lists?.label).toBe('Listini netti');
    expect(lists?.children.map((item) => item.path)).toEqual(['/richiesta-listino', '/richieste']);
  });

  it('filters entries by role and keeps the others in table order', () => {
    const table: Record<string, MenuRouteEntry> = {
      home: { path: '/', label: 'JS_PAGE_HOME', menu: true },
      staffOnly: { path: '/staff', label: 'JS_PAGE_LOGIN', menu: true, role: 'staff' },
      tools: { path: '/strumenti', label: 'JS_PAGE_SEARCH', menu: true },
      secret: { path: '/strumenti/segreto', label: 'JS_PAGE_SWITCH_USER', menu: true, parent: 'tools', role: 'admin' },
    };
    expect(menuItems(table).map((item) => item.path)).toEqual(['/', '/strumenti']);
    expect(menuItems(table)[1]?.children).toEqual([]);
    expect(menuItems(table, ['staff']).map((item) => item.path)).toEqual(['/', '/staff', '/strumenti']);
    expect(menuItems(table, ['admin'])[1]?.children.map((item) => item.path)).toEqual(['/strumenti/segreto']);
  });

  it('nests pages under their parent and keeps table order', () => {
    const items = menuItems({
      home: { path: '/', label: 'JS_PAGE_HOME', menu: true },
      configurators: { path: '/configuratori', label: 'JS_PAGE_SEARCH', menu: true },
      tyres: { path: '/configuratore/pneumatici', label: 'JS_PAGE_LOGIN', menu: true, parent: 'configurators' },
      chains: { path: '/configuratore/catene-da-neve', label: 'JS_PAGE_LOGIN', menu: true, parent: 'configurators' },
      hidden: { path: '/nascosta', label: 'JS_PAGE_LOGIN', menu: false },
    });
    expect(items.map((item) => item.label)).toEqual(['Home', 'Ricerca']);
    expect(items[1]?.children.map((item) => item.path)).toEqual(['/configuratore/pneumatici', '/configuratore/catene-da-neve']);
  });

  it('shows a child at the top level when its parent is not in the menu', () => {
    const items = menuItems({
      parent: { path: '/p', label: 'JS_PAGE_HOME', menu: false },
      child: { path: '/c', label: 'JS_PAGE_LOGIN', menu: true, parent: 'parent' },
    });
    expect(items.map((item) => item.path)).toEqual(['/c']);
  });

  it('puts the ten configurators under "Configuratori", the own-brand batteries at their configured path', () => {
    const entry = withConfigurators(menuItems(), 'batterie-nostre').find((item) => item.name === 'configurators');
    expect(entry?.label).toBe('Configuratori');
    expect(entry?.children).toHaveLength(10);
    expect(entry?.children.map((child) => child.label)).toContain('Catene da neve');
    expect(entry?.children.map((child) => child.path)).toContain('/configuratore/batterie-nostre');
  });
});
