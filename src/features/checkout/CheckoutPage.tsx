import { Navigate } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import { selectCheckoutPlan } from '../plans/selectedPlanSlice';

export default function CheckoutPage() {
  const plan = useAppSelector(selectCheckoutPlan);
  if (!plan) return <Navigate to="/" replace />;
  return <main>Checkout</main>;
}
