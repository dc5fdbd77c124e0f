-- The audit trail of an order's updates (DESIGN section 11): the hot path of every status step.

-- An order's update, the hot path of every status step: the changed columns compared one by one (simple
-- expressions, no query per column), so a step pays little for its event. Every column of orders but
-- the sync columns is listed; tests/integration/schema/audit-events.test.ts fails when one is missing.
create function public.tg_audit_order_update()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_old jsonb := '{}';
  v_new jsonb := '{}';
  v_action text := nullif(current_setting('audit.action', true), '');
  v_at timestamptz;
begin
  if new.status is distinct from old.status then
    v_old := v_old || jsonb_build_object('status', old.status);
    v_new := v_new || jsonb_build_object('status', new.status);
  end if;
  if new.promised_at is distinct from old.promised_at then
    v_old := v_old || jsonb_build_object('promised_at', old.promised_at);
    v_new := v_new || jsonb_build_object('promised_at', new.promised_at);
  end if;
  if new.cancel_reason is distinct from old.cancel_reason then
    v_old := v_old || jsonb_build_object('cancel_reason', old.cancel_reason);
    v_new := v_new || jsonb_build_object('cancel_reason', new.cancel_reason);
  end if;
  if new.payment_status is distinct from old.payment_status then
    v_old := v_old || jsonb_build_object('payment_status', old.payment_status);
    v_new := v_new || jsonb_build_object('payment_status', new.payment_status);
  end if;
  if new.billing_address is distinct from old.billing_address then
    v_old := v_old || jsonb_build_object('billing_address', case when coalesce(old.billing_address, '') <> '' then true end);
    v_new := v_new || jsonb_build_object('billing_address', case when coalesce(new.billing_address, '') <> '' then true end);
  end if;
  if new.billing_city is distinct from old.billing_city then
    v_old := v_old || jsonb_build_object('billing_city', case when coalesce(old.billing_city, '') <> '' then true end);
    v_new := v_new || jsonb_build_object('billing_city', case when coalesce(new.billing_city, '') <> '' then true end);
  end if;
  if new.billing_house_addition is distinct from old.billing_house_addition then
    v_old := v_old || jsonb_build_object('billing_house_addition', case when coalesce(old.billing_house_addition, '') <> '' then true end);
    v_new := v_new || jsonb_build_object('billing_house_addition', case when coalesce(new.billing_house_addition, '') <> '' then true end);
  end if;
  if new.billing_house_number is distinct from old.billing_house_number then
    v_old := v_old || jsonb_build_object('billing_house_number', case when coalesce(old.billing_house_number, '') <> '' then true end);
    v_new := v_new || jsonb_build_object('billing_house_number', case when coalesce(new.billing_house_number, '') <> '' then true end);
  end if;
  if new.billing_postcode is distinct from old.billing_postcode then
    v_old := v_old || jsonb_build_object('billing_postcode', case when coalesce(old.billing_postcode, '') <> '' then true end);
    v_new := v_new || jsonb_build_object('billing_postcode', case when coalesce(new.billing_postcode, '') <> '' then true end);
  end if;
  if new.cart_id is distinct from old.cart_id then
    v_old := v_old || jsonb_build_object('cart_id', old.cart_id);
    v_new := v_new || jsonb_build_object('cart_id', new.cart_id);
  end if;
  if new.company_id is distinct from old.company_id then
    v_old := v_old || jsonb_build_object('company_id', old.company_id);
    v_new := v_new || jsonb_build_object('company_id', new.company_id);
  end if;
  if new.created_at is distinct from old.created_at then
    v_old := v_old || jsonb_build_object('created_at', old.created_at);
    v_new := v_new || jsonb_build_object('created_at', new.created_at);
  end if;
  if new.customer_email is distinct from old.customer_email then
    v_old := v_old || jsonb_build_object('customer_email', case when coalesce(old.customer_email, '') <> '' then true end);
    v_new := v_new || jsonb_build_object('customer_email', case when coalesce(new.customer_email, '') <> '' then true end);
  end if;
  if new.customer_name is distinct from old.customer_name then
    v_old := v_old || jsonb_build_object('customer_name', case when coalesce(old.customer_name, '') <> '' then true end);
    v_new := v_new || jsonb_build_object('customer_name', case when coalesce(new.customer_name, '') <> '' then true end);
  end if;
  if new.customer_phone is distinct from old.customer_phone then
    v_old := v_old || jsonb_build_object('customer_phone', case when coalesce(old.customer_phone, '') <> '' then true end);
    v_new := v_new || jsonb_build_object('customer_phone', case when coalesce(new.customer_phone, '') <> '' then true end);
  end if;
  if new.deleted_at is distinct from old.deleted_at then
    v_old := v_old || jsonb_build_object('deleted_at', old.deleted_at);
    v_new := v_new || jsonb_build_object('deleted_at', new.deleted_at);
  end if;
  if new.delivery_fee_cents is distinct from old.delivery_fee_cents then
    v_old := v_old || jsonb_build_object('delivery_fee_cents', old.delivery_fee_cents);
    v_new := v_new || jsonb_build_object('delivery_fee_cents', new.delivery_fee_cents);
  end if;
  if new.delivery_time is distinct from old.delivery_time then
    v_old := v_old || jsonb_build_object('delivery_time', old.delivery_time);
    v_new := v_new || jsonb_build_object('delivery_time', new.delivery_time);
  end if;
  if new.delivery_type is distinct from old.delivery_type then
    v_old := v_old || jsonb_build_object('delivery_type', old.delivery_type);
    v_new := v_new || jsonb_build_object('delivery_type', new.delivery_type);
  end if;
  if new.discount_cents is distinct from old.discount_cents then
    v_old := v_old || jsonb_build_object('discount_cents', old.discount_cents);
    v_new := v_new || jsonb_build_object('discount_cents', new.discount_cents);
  end if;
  if new.fulfillment_type is distinct from old.fulfillment_type then
    v_old := v_old || jsonb_build_object('fulfillment_type', old.fulfillment_type);
    v_new := v_new || jsonb_build_object('fulfillment_type', new.fulfillment_type);
  end if;
  if new.id is distinct from old.id then
    v_old := v_old || jsonb_build_object('id', old.id);
    v_new := v_new || jsonb_build_object('id', new.id);
  end if;
  if new.is_asap is distinct from old.is_asap then
    v_old := v_old || jsonb_build_object('is_asap', old.is_asap);
    v_new := v_new || jsonb_build_object('is_asap', new.is_asap);
  end if;
  if new.notes is distinct from old.notes then
    v_old := v_old || jsonb_build_object('notes', case when coalesce(old.notes, '') <> '' then true end);
    v_new := v_new || jsonb_build_object('notes', case when coalesce(new.notes, '') <> '' then true end);
  end if;
  if new.placed_at is distinct from old.placed_at then
    v_old := v_old || jsonb_build_object('placed_at', old.placed_at);
    v_new := v_new || jsonb_build_object('placed_at', new.placed_at);
  end if;
  if new.subtotal_cents is distinct from old.subtotal_cents then
    v_old := v_old || jsonb_build_object('subtotal_cents', old.subtotal_cents);
    v_new := v_new || jsonb_build_object('subtotal_cents', new.subtotal_cents);
  end if;
  if new.tip_cents is distinct from old.tip_cents then
    v_old := v_old || jsonb_build_object('tip_cents', old.tip_cents);
    v_new := v_new || jsonb_build_object('tip_cents', new.tip_cents);
  end if;
  if new.total_cents is distinct from old.total_cents then
    v_old := v_old || jsonb_build_object('total_cents', old.total_cents);
    v_new := v_new || jsonb_build_object('total_cents', new.total_cents);
  end if;
  if v_new = '{}'::jsonb then
    return null;
  end if;
  if v_action is null then
    v_action := case
      when new.status is distinct from old.status then
        case new.status when 'accepted' then 'accepted' when 'canceled' then 'canceled' else 'status' end
      when new.promised_at is distinct from old.promised_at then
        case when old.promised_at is not null and new.promised_at > old.promised_at then 'delayed' else 'promised' end
      else 'updated'
    end;
  end if;
  v_at := clock_timestamp();
  insert into public.audit_events (company_id, entity, entity_id, order_id, action, old, new, reason, user_id,
                                   device_id, db_role, at, updated_at)
  values (new.company_id, 'orders', new.id::text, new.id, v_action, v_old, v_new,
          case when new.cancel_reason is distinct from old.cancel_reason then new.cancel_reason end,
          auth.uid(), public.request_device_id(),
          coalesce(nullif(current_setting('role', true), 'none'), session_user), v_at, v_at);
  return null;
end
$$;
revoke execute on function public.tg_audit_order_update() from public, anon, authenticated;

create trigger audit_update after update on public.orders
  for each row execute function public.tg_audit_order_update();
