import { ORDER_STATES } from '@art/model';
import { ORDER_TRANSITIONS, isOrderState, nextOrderStates, orderFilterDay, orderTransition } from './admin-orders';

describe('the orders transitions', () => {
  it('lets staff ship and deliver, and an admin cancel and refund too', () => {
    expect(nextOrderStates('paid', 'staff')).toEqual(['shipped']);
    expect(nextOrderStates('paid', 'admin')).toEqual(['shipped', 'cancelled', 'refunded']);
    expect(nextOrderStates('shipped', 'staff')).toEqual(['delivered']);
    expect(nextOrderStates('pending', 'staff')).toEqual([]);
    expect(nextOrderStates('expired', 'admin')).toEqual(['cancelled']);
    expect(nextOrderStates('cancelled', 'admin')).toEqual(['refunded']);
    expect(nextOrderStates('delivered', 'admin')).toEqual([]);
    expect(nextOrderStates('lost', 'admin')).toEqual([]);
  });

  it('names only known states, from and to', () => {
    for (const from of ORDER_STATES) {
      for (const t of ORDER_TRANSITIONS[from]) expect(isOrderState(t.to)).toBe(true);
    }
    expect(orderTransition('paid', 'cancelled')).toEqual({ to: 'cancelled', adminOnly: true });
    expect(orderTransition('paid', 'pending')).toBeNull();
    expect(orderTransition('toString', 'shipped')).toBeNull();
  });

  it('reads a filter day, refusing what is not one', () => {
    expect(orderFilterDay('2025-03-12')).toEqual(new Date('2025-03-12T00:00:00Z'));
    expect(orderFilterDay(' ')).toBeNull();
    expect(orderFilterDay(null)).toBeNull();
    for (const bad of ['2025-02-30', '12/03/2025', '1999-01-01', "2025-01-01'; --", '2025-1-1']) {
      expect(orderFilterDay(bad)).toBeUndefined();
    }
  });
});
