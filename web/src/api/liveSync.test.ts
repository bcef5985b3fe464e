import { describe, expect, it } from 'vitest';
import type { LiveEvent } from './live';
import { addToBatch, emptyBatch, refreshes } from './liveSync';

const event = (source: string, extra: Partial<LiveEvent> = {}): LiveEvent => ({
  id: 1,
  type: 'Procurement',
  source,
  event: 'Updated',
  record_id: '7',
  who: 'jane',
  when: '2026-11-28T10:00:00Z',
  notifications: [],
  ...extra,
});

const batchOf = (...events: LiveEvent[]) => {
  const batch = emptyBatch();
  for (const e of events) addToBatch(batch, e);
  return batch;
};

describe('what a live change refreshes', () => {
  it('refreshes lists, views and pickers on any change, never the open editors', () => {
    const batch = batchOf(event('PurchaseOrderList'));
    expect(refreshes(['list', '/api/views/purchase_order_list', {}], batch)).toBe(true);
    expect(refreshes(['view', 'dashboard_procurement', {}], batch)).toBe(true);
    expect(refreshes(['picker', '/api/supplier-master', '', undefined], batch)).toBe(true);
    expect(refreshes(['order', 'purchase-order', 7], batch)).toBe(false);
    expect(refreshes(['master', 'item-master', 7], batch)).toBe(false);
    expect(refreshes(['profile'], batch)).toBe(false);
    expect(refreshes(['notifications', 'unread-count'], batch)).toBe(false);
    expect(refreshes(['planning', 'item', 3, null], batch)).toBe(false);
  });

  it('refreshes plan screens on a completed planning run and on master data', () => {
    const run = batchOf(event('PlanningRun', { type: 'Inventory', event: 'Completed' }));
    expect(run.planning).toBe(true);
    expect(refreshes(['planning', 'last-run'], run)).toBe(true);
    expect(refreshes(['planning', 'item', 3, null], batchOf(event('ItemMaster')))).toBe(true);
    // planning.updated: net change replanned some SKUs.
    const updated = batchOf(event('Plan', { type: 'Inventory', event: 'Updated' }));
    expect(updated.planning).toBe(true);
    expect(refreshes(['planning', 'last-run'], updated)).toBe(true);
  });

  it('refreshes the inbox only for notifications; a personal source refreshes nothing else', () => {
    const note = batchOf(event('NotificationSetting', { type: null, notifications: [{ id: 1 }] }));
    expect(refreshes(['notifications', 'unread-count'], note)).toBe(true);
    expect(refreshes(['list', '/api/user', {}], note)).toBe(false);
  });

  it('refreshes everything after a gap in the stream', () => {
    const gap = emptyBatch();
    gap.everything = true;
    expect(refreshes(['planning', 'last-run'], gap)).toBe(true);
    expect(refreshes(['notifications', 'inbox', false, 1], gap)).toBe(true);
    expect(refreshes(['order', 'purchase-order', 7], gap)).toBe(false);
  });
});
