import type { ToastActionName } from './toastSlice';

// The store holds only what can be saved and compared: a toast names its button's action, and
// whoever offers that toast provides what the name does.
const handlers = new Map<ToastActionName, () => void>();

export function provideToastAction(name: ToastActionName, handler: () => void): void {
  handlers.set(name, handler);
}

export function runToastAction(name: ToastActionName): void {
  handlers.get(name)?.();
}
