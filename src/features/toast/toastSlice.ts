import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';

import { TOAST_DURATION_MS } from '../../lib/toastMessages';

export { TOAST_DURATION_MS };

export type ToastVariant = 'default' | 'destructive';

/** What a toast's button can do; the handlers live in ./toastActions, outside the store. */
export type ToastActionName = 'reloadIntoUpdate';

export interface ToastAction {
  label: string;
  run: ToastActionName;
}

export interface Toast {
  id: string;
  title: string;
  description?: string;
  variant: ToastVariant;
  /** Milliseconds before it closes by itself; Infinity keeps it until closed. */
  duration: number;
  /** A button beside the text, such as 'Recargar'. */
  action?: ToastAction;
}

export type ToastRequest = Omit<Toast, 'id' | 'variant' | 'duration'> &
  Partial<Pick<Toast, 'variant' | 'duration'>>;

export interface ToastState {
  /** The spec shows at most one toast: a new one replaces the previous. */
  current: Toast | null;
}

const initialState: ToastState = { current: null };

const toastSlice = createSlice({
  name: 'toast',
  initialState,
  reducers: {
    toastShown: {
      reducer(state, action: PayloadAction<Toast>) {
        state.current = action.payload;
      },
      prepare(request: ToastRequest) {
        return {
          payload: {
            variant: 'default' as ToastVariant,
            duration: TOAST_DURATION_MS,
            ...request,
            id: nanoid(),
          },
        };
      },
    },
    toastDismissed(state, action: PayloadAction<string>) {
      // A late timer of a replaced toast must not close its successor.
      if (state.current?.id === action.payload) state.current = null;
    },
  },
});

export const { toastShown, toastDismissed } = toastSlice.actions;
export default toastSlice.reducer;

export const selectCurrentToast = (state: { toast: ToastState }) => state.toast.current;
