import { describe, expect, it } from 'vitest';
import {
  DASHBOARD_GROUP_STATUSES,
  FINISHED_STATUSES,
  OPEN_STATUSES,
  ORDER_STATUSES,
  STATUS_LABELS,
  TAB_STATUSES,
  canCancel,
  dashboardGroupOf,
  isFinished,
  isOrderStatus,
  nextStatus,
  nextStepLabel,
  statusChoices,
  statusLabel,
  tabOf,
} from '../../../src/domain/order-status';

describe('order statuses', () => {
  it('lists the nine statuses of spec §4', () => {
    expect(ORDER_STATUSES).toEqual([
      'created',
      'accepted',
      'preparing',
      'ready_pickup',
      'ready_delivery',
      'picked_up',
      'out_for_delivery',
      'delivered',
      'canceled',
    ]);
  });

  it('recognises exactly the known statuses', () => {
    for (const s of ORDER_STATUSES) expect(isOrderStatus(s)).toBe(true);
    for (const s of ['', 'ready_for_pickup', 'CREATED', 'cancelled']) expect(isOrderStatus(s)).toBe(false);
  });

  it('labels every status in Dutch as the spec spells it', () => {
    expect(STATUS_LABELS).toEqual({
      created: 'Ontvangen',
      accepted: 'Geaccepteerd',
      preparing: 'Word bereid',
      ready_pickup: 'Klaar voor afhaal',
      ready_delivery: 'Klaar voor bezorging',
      picked_up: 'Afgehaald',
      out_for_delivery: 'Onderweg',
      delivered: 'Bezorgd',
      canceled: 'Geannuleerd',
    });
    expect(statusLabel('preparing')).toBe('Word bereid');
  });

  it("labels an unknown status 'Status Onbekend'", () => {
    expect(statusLabel('shipped')).toBe('Status Onbekend');
    expect(statusLabel('')).toBe('Status Onbekend');
  });
});

describe('next-step progression', () => {
  it('follows the spec table for delivery orders', () => {
    expect(nextStatus('created', 'delivery')).toBe('accepted');
    expect(nextStatus('accepted', 'delivery')).toBe('preparing');
    expect(nextStatus('preparing', 'delivery')).toBe('ready_delivery');
    expect(nextStatus('ready_delivery', 'delivery')).toBe('out_for_delivery');
    expect(nextStatus('out_for_delivery', 'delivery')).toBe('delivered');
  });

  it('sends preparing pickup orders, and orders of any other type, to ready_pickup', () => {
    expect(nextStatus('preparing', 'pickup')).toBe('ready_pickup');
    expect(nextStatus('preparing', '')).toBe('ready_pickup');
    expect(nextStatus('ready_pickup', 'pickup')).toBe('picked_up');
  });

  it('has no next status after the end or for unknown statuses', () => {
    for (const s of ['delivered', 'canceled', 'picked_up', 'nonsense'])
      expect(nextStatus(s, 'delivery')).toBeNull();
  });

  it('labels the next-step button per the spec table', () => {
    expect(nextStepLabel('accepted', 'pickup')).toBe('Start bereiding');
    expect(nextStepLabel('preparing', 'delivery')).toBe('Klaar voor bezorging');
    expect(nextStepLabel('preparing', 'pickup')).toBe('Klaar voor afhalen');
    expect(nextStepLabel('ready_pickup', 'pickup')).toBe('Afgehaald');
    expect(nextStepLabel('ready_delivery', 'delivery')).toBe('Onderweg');
    expect(nextStepLabel('out_for_delivery', 'delivery')).toBe('Bezorgd');
  });

  it('hides the next-step button for created, delivered, canceled, picked_up and unknown statuses', () => {
    for (const s of ['created', 'delivered', 'canceled', 'picked_up', 'nonsense']) {
      expect(nextStepLabel(s, 'delivery')).toBeNull();
      expect(nextStepLabel(s, 'pickup')).toBeNull();
    }
  });

  it('shows a label exactly where a next status exists, except created', () => {
    for (const s of ORDER_STATUSES) {
      for (const type of ['delivery', 'pickup']) {
        const shown = nextStepLabel(s, type) !== null;
        expect(shown).toBe(s !== 'created' && nextStatus(s, type) !== null);
      }
    }
  });
});

describe('cancel and finished', () => {
  it('offers cancel unless delivered, canceled or picked up', () => {
    const cancellable = ORDER_STATUSES.filter((s) => canCancel(s));
    expect(cancellable).toEqual([
      'created',
      'accepted',
      'preparing',
      'ready_pickup',
      'ready_delivery',
      'out_for_delivery',
    ]);
  });

  it('splits the statuses into six open and three finished ones', () => {
    expect([...FINISHED_STATUSES].sort()).toEqual(['canceled', 'delivered', 'picked_up']);
    expect(OPEN_STATUSES).toHaveLength(6);
    expect([...OPEN_STATUSES, ...FINISHED_STATUSES].sort()).toEqual([...ORDER_STATUSES].sort());
    for (const s of FINISHED_STATUSES) expect(isFinished(s)).toBe(true);
    for (const s of OPEN_STATUSES) expect(isFinished(s)).toBe(false);
  });
});

describe('detail dropdown', () => {
  it('offers the pickup path for pickup orders', () => {
    expect(statusChoices('pickup')).toEqual([
      'created',
      'accepted',
      'preparing',
      'ready_pickup',
      'picked_up',
      'canceled',
    ]);
  });

  it('offers the delivery path for delivery orders', () => {
    expect(statusChoices('delivery')).toEqual([
      'created',
      'accepted',
      'preparing',
      'ready_delivery',
      'out_for_delivery',
      'delivered',
      'canceled',
    ]);
  });
});

describe('tabs and dashboard groups', () => {
  it('puts the statuses in the tabs of spec §4', () => {
    expect(TAB_STATUSES.new).toEqual(['created']);
    expect(TAB_STATUSES.active).toEqual([
      'accepted',
      'preparing',
      'ready_pickup',
      'ready_delivery',
      'out_for_delivery',
    ]);
    expect(TAB_STATUSES.archive).toEqual(['delivered', 'canceled', 'picked_up']);
  });

  it('places every status in exactly one tab', () => {
    const all = [...TAB_STATUSES.new, ...TAB_STATUSES.active, ...TAB_STATUSES.archive];
    expect([...all].sort()).toEqual([...ORDER_STATUSES].sort());
    expect(tabOf('created')).toBe('new');
    expect(tabOf('out_for_delivery')).toBe('active');
    expect(tabOf('picked_up')).toBe('archive');
    expect(tabOf('nonsense')).toBeNull();
  });

  it('keeps both spellings of the ready statuses in the dashboard ready group', () => {
    expect(DASHBOARD_GROUP_STATUSES.new).toEqual(['created']);
    expect(DASHBOARD_GROUP_STATUSES.preparing).toEqual(['accepted', 'preparing']);
    expect(DASHBOARD_GROUP_STATUSES.ready).toEqual([
      'ready_pickup',
      'ready_delivery',
      'ready_for_pickup',
      'ready_for_delivery',
    ]);
    expect(dashboardGroupOf('ready_for_delivery')).toBe('ready');
    expect(dashboardGroupOf('ready_pickup')).toBe('ready');
    expect(dashboardGroupOf('accepted')).toBe('preparing');
    expect(dashboardGroupOf('out_for_delivery')).toBeNull();
  });
});
