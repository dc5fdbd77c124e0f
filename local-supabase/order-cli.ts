// `npm run order`: places one realistic new order in the running local project.
import { placeDemoOrder } from './demo/order';
import { projectKeys } from './jwt';

const url = process.env.SUPABASE_URL ?? 'http://127.0.0.1:54321';
const key = process.env.SUPABASE_SERVICE_ROLE_KEY ?? projectKeys().serviceRoleKey;

placeDemoOrder(url, key).then(
  (order) => {
    const euros = (order.total_cents / 100).toLocaleString('nl-NL', { style: 'currency', currency: 'EUR' });
    console.log(`Placed order #${order.id.slice(-8).toUpperCase()} for ${order.customer_name} (${order.delivery_type}, ${euros}).`);
  },
  (error: Error) => {
    const hint = error.message.includes('fetch failed') ? ` Is local-supabase running at ${url}? Start it with npm start.` : '';
    console.error(`Could not place an order: ${error.message}.${hint}`);
    process.exit(1);
  },
);
