// The server schema as supabase-js sees it (tables, views, functions of the public schema), generated
// from supabase/migrations by Supabase's own type generator (@supabase/postgres-meta). src/sync types
// its clients with it and src/db/rows.ts derives the mirrored rows from it. Do not edit: run
// `npm run gen:types` after adding or changing a migration; the tests fail while this file is stale.
export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[];

export type Database = {
  // Allows to automatically instantiate createClient with right options
  // instead of createClient<Database, { PostgrestVersion: 'XX' }>(URL, KEY)
  __InternalSupabase: {
    PostgrestVersion: '12.0.2';
  };
  public: {
    Tables: {
      audit_events: {
        Row: {
          action: string;
          at: string;
          company_id: string;
          db_role: string;
          device_id: string | null;
          entity: string;
          entity_id: string;
          id: string;
          new: Json | null;
          old: Json | null;
          order_id: string | null;
          reason: string | null;
          updated_at: string;
          user_id: string | null;
          version: number;
        };
        Insert: {
          action: string;
          at?: string;
          company_id: string;
          db_role: string;
          device_id?: string | null;
          entity: string;
          entity_id: string;
          id?: string;
          new?: Json | null;
          old?: Json | null;
          order_id?: string | null;
          reason?: string | null;
          updated_at?: string;
          user_id?: string | null;
          version?: number;
        };
        Update: {
          action?: string;
          at?: string;
          company_id?: string;
          db_role?: string;
          device_id?: string | null;
          entity?: string;
          entity_id?: string;
          id?: string;
          new?: Json | null;
          old?: Json | null;
          order_id?: string | null;
          reason?: string | null;
          updated_at?: string;
          user_id?: string | null;
          version?: number;
        };
        Relationships: [];
      };
      cart_items: {
        Row: {
          cart_id: string;
          company_id: string;
          created_at: string;
          customizations_json: Json | null;
          deleted_at: string | null;
          id: string;
          item_options: string | null;
          product_id: string | null;
          qty: number;
          unit_price_cents: number;
          updated_at: string;
          version: number;
        };
        Insert: {
          cart_id: string;
          company_id: string;
          created_at?: string;
          customizations_json?: Json | null;
          deleted_at?: string | null;
          id?: string;
          item_options?: string | null;
          product_id?: string | null;
          qty: number;
          unit_price_cents: number;
          updated_at?: string;
          version?: number;
        };
        Update: {
          cart_id?: string;
          company_id?: string;
          created_at?: string;
          customizations_json?: Json | null;
          deleted_at?: string | null;
          id?: string;
          item_options?: string | null;
          product_id?: string | null;
          qty?: number;
          unit_price_cents?: number;
          updated_at?: string;
          version?: number;
        };
        Relationships: [
          {
            foreignKeyName: 'cart_items_cart_id_fkey';
            columns: ['cart_id'];
            isOneToOne: false;
            referencedRelation: 'carts';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'cart_items_company_id_fkey';
            columns: ['company_id'];
            isOneToOne: false;
            referencedRelation: 'companies';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'cart_items_product_id_fkey';
            columns: ['product_id'];
            isOneToOne: false;
            referencedRelation: 'available_products';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'cart_items_product_id_fkey';
            columns: ['product_id'];
            isOneToOne: false;
            referencedRelation: 'products';
            referencedColumns: ['id'];
          },
        ];
      };
      carts: {
        Row: {
          company_id: string;
          created_at: string;
          customer_phone: string | null;
          deleted_at: string | null;
          delivery_address: string | null;
          delivery_city: string | null;
          delivery_notes: string | null;
          delivery_postcode: string | null;
          id: string;
          updated_at: string;
          version: number;
        };
        Insert: {
          company_id: string;
          created_at?: string;
          customer_phone?: string | null;
          deleted_at?: string | null;
          delivery_address?: string | null;
          delivery_city?: string | null;
          delivery_notes?: string | null;
          delivery_postcode?: string | null;
          id?: string;
          updated_at?: string;
          version?: number;
        };
        Update: {
          company_id?: string;
          created_at?: string;
          customer_phone?: string | null;
          deleted_at?: string | null;
          delivery_address?: string | null;
          delivery_city?: string | null;
          delivery_notes?: string | null;
          delivery_postcode?: string | null;
          id?: string;
          updated_at?: string;
          version?: number;
        };
        Relationships: [
          {
            foreignKeyName: 'carts_company_id_fkey';
            columns: ['company_id'];
            isOneToOne: false;
            referencedRelation: 'companies';
            referencedColumns: ['id'];
          },
        ];
      };
      categories: {
        Row: {
          company_id: string;
          created_at: string;
          deleted_at: string | null;
          id: string;
          last_mutation_id: string | null;
          name: string;
          position: number;
          updated_at: string;
          version: number;
        };
        Insert: {
          company_id?: string;
          created_at?: string;
          deleted_at?: string | null;
          id?: string;
          last_mutation_id?: string | null;
          name: string;
          position?: number;
          updated_at?: string;
          version?: number;
        };
        Update: {
          company_id?: string;
          created_at?: string;
          deleted_at?: string | null;
          id?: string;
          last_mutation_id?: string | null;
          name?: string;
          position?: number;
          updated_at?: string;
          version?: number;
        };
        Relationships: [
          {
            foreignKeyName: 'categories_company_id_fkey';
            columns: ['company_id'];
            isOneToOne: false;
            referencedRelation: 'companies';
            referencedColumns: ['id'];
          },
        ];
      };
      companies: {
        Row: {
          busy_extra_minutes: number | null;
          busy_until: string | null;
          created_at: string;
          deleted_at: string | null;
          id: string;
          is_active: boolean;
          is_busy: boolean;
          last_mutation_id: string | null;
          latest_admin_version: string | null;
          name: string;
          slug: string;
          supabase_anon_key: string | null;
          supabase_url: string | null;
          updated_at: string;
          version: number;
        };
        Insert: {
          busy_extra_minutes?: number | null;
          busy_until?: string | null;
          created_at?: string;
          deleted_at?: string | null;
          id?: string;
          is_active?: boolean;
          is_busy?: boolean;
          last_mutation_id?: string | null;
          latest_admin_version?: string | null;
          name: string;
          slug: string;
          supabase_anon_key?: string | null;
          supabase_url?: string | null;
          updated_at?: string;
          version?: number;
        };
        Update: {
          busy_extra_minutes?: number | null;
          busy_until?: string | null;
          created_at?: string;
          deleted_at?: string | null;
          id?: string;
          is_active?: boolean;
          is_busy?: boolean;
          last_mutation_id?: string | null;
          latest_admin_version?: string | null;
          name?: string;
          slug?: string;
          supabase_anon_key?: string | null;
          supabase_url?: string | null;
          updated_at?: string;
          version?: number;
        };
        Relationships: [];
      };
      day_closings: {
        Row: {
          business_date: string;
          closed_at: string;
          closed_by: string | null;
          company_id: string;
          device_id: string | null;
          id: string;
          number: number;
          totals: NonNullable<Json>;
          updated_at: string;
          version: number;
        };
        Insert: {
          business_date: string;
          closed_at?: string;
          closed_by?: string | null;
          company_id: string;
          device_id?: string | null;
          id?: string;
          number: number;
          totals: NonNullable<Json>;
          updated_at?: string;
          version?: number;
        };
        Update: {
          business_date?: string;
          closed_at?: string;
          closed_by?: string | null;
          company_id?: string;
          device_id?: string | null;
          id?: string;
          number?: number;
          totals?: NonNullable<Json>;
          updated_at?: string;
          version?: number;
        };
        Relationships: [
          {
            foreignKeyName: 'day_closings_company_id_fkey';
            columns: ['company_id'];
            isOneToOne: false;
            referencedRelation: 'companies';
            referencedColumns: ['id'];
          },
        ];
      };
      opening_hours: {
        Row: {
          close_time: string;
          company_id: string;
          created_at: string;
          deleted_at: string | null;
          id: string;
          is_active: boolean;
          last_mutation_id: string | null;
          open_time: string;
          updated_at: string;
          version: number;
          weekday: number;
        };
        Insert: {
          close_time?: string;
          company_id?: string;
          created_at?: string;
          deleted_at?: string | null;
          id?: string;
          is_active?: boolean;
          last_mutation_id?: string | null;
          open_time?: string;
          updated_at?: string;
          version?: number;
          weekday: number;
        };
        Update: {
          close_time?: string;
          company_id?: string;
          created_at?: string;
          deleted_at?: string | null;
          id?: string;
          is_active?: boolean;
          last_mutation_id?: string | null;
          open_time?: string;
          updated_at?: string;
          version?: number;
          weekday?: number;
        };
        Relationships: [
          {
            foreignKeyName: 'opening_hours_company_id_fkey';
            columns: ['company_id'];
            isOneToOne: false;
            referencedRelation: 'companies';
            referencedColumns: ['id'];
          },
        ];
      };
      order_items: {
        Row: {
          cart_item_id: string | null;
          company_id: string;
          created_at: string;
          deleted_at: string | null;
          id: string;
          line_total_cents: number;
          name_snapshot: string;
          order_id: string;
          product_id: string | null;
          qty: number;
          unit_price_cents: number;
          updated_at: string;
          vat_rate: number | null;
          version: number;
        };
        Insert: {
          cart_item_id?: string | null;
          company_id: string;
          created_at?: string;
          deleted_at?: string | null;
          id?: string;
          line_total_cents: number;
          name_snapshot: string;
          order_id: string;
          product_id?: string | null;
          qty: number;
          unit_price_cents: number;
          updated_at?: string;
          vat_rate?: number | null;
          version?: number;
        };
        Update: {
          cart_item_id?: string | null;
          company_id?: string;
          created_at?: string;
          deleted_at?: string | null;
          id?: string;
          line_total_cents?: number;
          name_snapshot?: string;
          order_id?: string;
          product_id?: string | null;
          qty?: number;
          unit_price_cents?: number;
          updated_at?: string;
          vat_rate?: number | null;
          version?: number;
        };
        Relationships: [
          {
            foreignKeyName: 'order_items_cart_item_id_fkey';
            columns: ['cart_item_id'];
            isOneToOne: false;
            referencedRelation: 'cart_items';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'order_items_company_id_fkey';
            columns: ['company_id'];
            isOneToOne: false;
            referencedRelation: 'companies';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'order_items_order_id_fkey';
            columns: ['order_id'];
            isOneToOne: false;
            referencedRelation: 'orders';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'order_items_product_id_fkey';
            columns: ['product_id'];
            isOneToOne: false;
            referencedRelation: 'available_products';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'order_items_product_id_fkey';
            columns: ['product_id'];
            isOneToOne: false;
            referencedRelation: 'products';
            referencedColumns: ['id'];
          },
        ];
      };
      order_push_state: {
        Row: {
          company_id: string;
          last_push_at: string;
          order_id: string;
          pushes: number;
        };
        Insert: {
          company_id: string;
          last_push_at?: string;
          order_id: string;
          pushes?: number;
        };
        Update: {
          company_id?: string;
          last_push_at?: string;
          order_id?: string;
          pushes?: number;
        };
        Relationships: [
          {
            foreignKeyName: 'order_push_state_company_id_fkey';
            columns: ['company_id'];
            isOneToOne: false;
            referencedRelation: 'companies';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'order_push_state_order_id_fkey';
            columns: ['order_id'];
            isOneToOne: true;
            referencedRelation: 'orders';
            referencedColumns: ['id'];
          },
        ];
      };
      order_search: {
        Row: {
          company_id: string;
          order_id: string;
          phone: string;
          placed_at: string;
          words: string;
        };
        Insert: {
          company_id: string;
          order_id: string;
          phone: string;
          placed_at: string;
          words: string;
        };
        Update: {
          company_id?: string;
          order_id?: string;
          phone?: string;
          placed_at?: string;
          words?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'order_search_order_id_fkey';
            columns: ['order_id'];
            isOneToOne: true;
            referencedRelation: 'orders';
            referencedColumns: ['id'];
          },
        ];
      };
      orders: {
        Row: {
          billing_address: string | null;
          billing_city: string | null;
          billing_house_addition: string | null;
          billing_house_number: string | null;
          billing_postcode: string | null;
          cancel_reason: string | null;
          cart_id: string | null;
          company_id: string;
          created_at: string;
          customer_email: string | null;
          customer_name: string | null;
          customer_phone: string | null;
          deleted_at: string | null;
          delivery_fee_cents: number;
          delivery_time: string | null;
          delivery_type: string;
          discount_cents: number;
          fulfillment_type: string | null;
          id: string;
          is_asap: boolean;
          last_mutation_id: string | null;
          notes: string | null;
          payment_status: string;
          placed_at: string;
          promised_at: string | null;
          status: string;
          subtotal_cents: number;
          tip_cents: number;
          total_cents: number;
          updated_at: string;
          version: number;
        };
        Insert: {
          billing_address?: string | null;
          billing_city?: string | null;
          billing_house_addition?: string | null;
          billing_house_number?: string | null;
          billing_postcode?: string | null;
          cancel_reason?: string | null;
          cart_id?: string | null;
          company_id?: string;
          created_at?: string;
          customer_email?: string | null;
          customer_name?: string | null;
          customer_phone?: string | null;
          deleted_at?: string | null;
          delivery_fee_cents?: number;
          delivery_time?: string | null;
          delivery_type?: string;
          discount_cents?: number;
          fulfillment_type?: string | null;
          id?: string;
          is_asap?: boolean;
          last_mutation_id?: string | null;
          notes?: string | null;
          payment_status?: string;
          placed_at?: string;
          promised_at?: string | null;
          status?: string;
          subtotal_cents?: number;
          tip_cents?: number;
          total_cents?: number;
          updated_at?: string;
          version?: number;
        };
        Update: {
          billing_address?: string | null;
          billing_city?: string | null;
          billing_house_addition?: string | null;
          billing_house_number?: string | null;
          billing_postcode?: string | null;
          cancel_reason?: string | null;
          cart_id?: string | null;
          company_id?: string;
          created_at?: string;
          customer_email?: string | null;
          customer_name?: string | null;
          customer_phone?: string | null;
          deleted_at?: string | null;
          delivery_fee_cents?: number;
          delivery_time?: string | null;
          delivery_type?: string;
          discount_cents?: number;
          fulfillment_type?: string | null;
          id?: string;
          is_asap?: boolean;
          last_mutation_id?: string | null;
          notes?: string | null;
          payment_status?: string;
          placed_at?: string;
          promised_at?: string | null;
          status?: string;
          subtotal_cents?: number;
          tip_cents?: number;
          total_cents?: number;
          updated_at?: string;
          version?: number;
        };
        Relationships: [
          {
            foreignKeyName: 'orders_cart_id_fkey';
            columns: ['cart_id'];
            isOneToOne: false;
            referencedRelation: 'carts';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'orders_company_id_fkey';
            columns: ['company_id'];
            isOneToOne: false;
            referencedRelation: 'companies';
            referencedColumns: ['id'];
          },
        ];
      };
      print_jobs: {
        Row: {
          company_id: string;
          copy: number;
          created_at: string;
          deleted_at: string | null;
          device_id: string;
          duplicate: boolean;
          error: string | null;
          id: string;
          kind: string;
          last_mutation_id: string | null;
          order_id: string;
          reason: string;
          state: string;
          updated_at: string;
          user_id: string | null;
          version: number;
        };
        Insert: {
          company_id?: string;
          copy: number;
          created_at?: string;
          deleted_at?: string | null;
          device_id: string;
          duplicate?: boolean;
          error?: string | null;
          id: string;
          kind: string;
          last_mutation_id?: string | null;
          order_id: string;
          reason: string;
          state: string;
          updated_at?: string;
          user_id?: string | null;
          version?: number;
        };
        Update: {
          company_id?: string;
          copy?: number;
          created_at?: string;
          deleted_at?: string | null;
          device_id?: string;
          duplicate?: boolean;
          error?: string | null;
          id?: string;
          kind?: string;
          last_mutation_id?: string | null;
          order_id?: string;
          reason?: string;
          state?: string;
          updated_at?: string;
          user_id?: string | null;
          version?: number;
        };
        Relationships: [
          {
            foreignKeyName: 'print_jobs_company_id_fkey';
            columns: ['company_id'];
            isOneToOne: false;
            referencedRelation: 'companies';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'print_jobs_order_id_fkey';
            columns: ['order_id'];
            isOneToOne: false;
            referencedRelation: 'orders';
            referencedColumns: ['id'];
          },
        ];
      };
      product_option_groups: {
        Row: {
          company_id: string;
          created_at: string;
          deleted_at: string | null;
          id: string;
          last_mutation_id: string | null;
          max_choices: number;
          min_choices: number;
          name: string;
          position: number;
          updated_at: string;
          version: number;
        };
        Insert: {
          company_id?: string;
          created_at?: string;
          deleted_at?: string | null;
          id?: string;
          last_mutation_id?: string | null;
          max_choices?: number;
          min_choices?: number;
          name: string;
          position?: number;
          updated_at?: string;
          version?: number;
        };
        Update: {
          company_id?: string;
          created_at?: string;
          deleted_at?: string | null;
          id?: string;
          last_mutation_id?: string | null;
          max_choices?: number;
          min_choices?: number;
          name?: string;
          position?: number;
          updated_at?: string;
          version?: number;
        };
        Relationships: [
          {
            foreignKeyName: 'product_option_groups_company_id_fkey';
            columns: ['company_id'];
            isOneToOne: false;
            referencedRelation: 'companies';
            referencedColumns: ['id'];
          },
        ];
      };
      product_option_links: {
        Row: {
          company_id: string;
          created_at: string;
          deleted_at: string | null;
          group_id: string;
          id: string;
          last_mutation_id: string | null;
          position: number;
          product_id: string;
          updated_at: string;
          version: number;
        };
        Insert: {
          company_id?: string;
          created_at?: string;
          deleted_at?: string | null;
          group_id: string;
          id?: string;
          last_mutation_id?: string | null;
          position?: number;
          product_id: string;
          updated_at?: string;
          version?: number;
        };
        Update: {
          company_id?: string;
          created_at?: string;
          deleted_at?: string | null;
          group_id?: string;
          id?: string;
          last_mutation_id?: string | null;
          position?: number;
          product_id?: string;
          updated_at?: string;
          version?: number;
        };
        Relationships: [
          {
            foreignKeyName: 'product_option_links_company_id_fkey';
            columns: ['company_id'];
            isOneToOne: false;
            referencedRelation: 'companies';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'product_option_links_group_id_fkey';
            columns: ['group_id'];
            isOneToOne: false;
            referencedRelation: 'product_option_groups';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'product_option_links_product_id_fkey';
            columns: ['product_id'];
            isOneToOne: false;
            referencedRelation: 'available_products';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'product_option_links_product_id_fkey';
            columns: ['product_id'];
            isOneToOne: false;
            referencedRelation: 'products';
            referencedColumns: ['id'];
          },
        ];
      };
      product_option_values: {
        Row: {
          allergens: string[];
          company_id: string;
          created_at: string;
          deleted_at: string | null;
          group_id: string;
          id: string;
          is_sold_out: boolean;
          last_mutation_id: string | null;
          name: string;
          position: number;
          price_delta_cents: number;
          sold_out_until: string | null;
          updated_at: string;
          version: number;
        };
        Insert: {
          allergens?: string[];
          company_id?: string;
          created_at?: string;
          deleted_at?: string | null;
          group_id: string;
          id?: string;
          is_sold_out?: boolean;
          last_mutation_id?: string | null;
          name: string;
          position?: number;
          price_delta_cents?: number;
          sold_out_until?: string | null;
          updated_at?: string;
          version?: number;
        };
        Update: {
          allergens?: string[];
          company_id?: string;
          created_at?: string;
          deleted_at?: string | null;
          group_id?: string;
          id?: string;
          is_sold_out?: boolean;
          last_mutation_id?: string | null;
          name?: string;
          position?: number;
          price_delta_cents?: number;
          sold_out_until?: string | null;
          updated_at?: string;
          version?: number;
        };
        Relationships: [
          {
            foreignKeyName: 'product_option_values_company_id_fkey';
            columns: ['company_id'];
            isOneToOne: false;
            referencedRelation: 'companies';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'product_option_values_group_id_fkey';
            columns: ['group_id'];
            isOneToOne: false;
            referencedRelation: 'product_option_groups';
            referencedColumns: ['id'];
          },
        ];
      };
      products: {
        Row: {
          allergens: string[];
          category_id: string | null;
          company_id: string;
          created_at: string;
          deleted_at: string | null;
          description: string | null;
          id: string;
          image_path: string | null;
          image_url: string | null;
          is_active: boolean;
          is_sold_out: boolean;
          last_mutation_id: string | null;
          name: string;
          price_cents: number;
          Productnummer: string | null;
          sold_out_until: string | null;
          sort_index: number;
          updated_at: string;
          vat_rate: number;
          version: number;
        };
        Insert: {
          allergens?: string[];
          category_id?: string | null;
          company_id?: string;
          created_at?: string;
          deleted_at?: string | null;
          description?: string | null;
          id?: string;
          image_path?: string | null;
          image_url?: string | null;
          is_active?: boolean;
          is_sold_out?: boolean;
          last_mutation_id?: string | null;
          name: string;
          price_cents?: number;
          Productnummer?: string | null;
          sold_out_until?: string | null;
          sort_index?: number;
          updated_at?: string;
          vat_rate?: number;
          version?: number;
        };
        Update: {
          allergens?: string[];
          category_id?: string | null;
          company_id?: string;
          created_at?: string;
          deleted_at?: string | null;
          description?: string | null;
          id?: string;
          image_path?: string | null;
          image_url?: string | null;
          is_active?: boolean;
          is_sold_out?: boolean;
          last_mutation_id?: string | null;
          name?: string;
          price_cents?: number;
          Productnummer?: string | null;
          sold_out_until?: string | null;
          sort_index?: number;
          updated_at?: string;
          vat_rate?: number;
          version?: number;
        };
        Relationships: [
          {
            foreignKeyName: 'products_category_id_fkey';
            columns: ['category_id'];
            isOneToOne: false;
            referencedRelation: 'categories';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'products_company_id_fkey';
            columns: ['company_id'];
            isOneToOne: false;
            referencedRelation: 'companies';
            referencedColumns: ['id'];
          },
        ];
      };
      push_subscriptions: {
        Row: {
          auth: string;
          company_id: string;
          created_at: string;
          device_id: string;
          endpoint: string;
          id: string;
          last_seen_at: string;
          p256dh: string;
          user_id: string;
        };
        Insert: {
          auth: string;
          company_id?: string;
          created_at?: string;
          device_id: string;
          endpoint: string;
          id?: string;
          last_seen_at?: string;
          p256dh: string;
          user_id?: string;
        };
        Update: {
          auth?: string;
          company_id?: string;
          created_at?: string;
          device_id?: string;
          endpoint?: string;
          id?: string;
          last_seen_at?: string;
          p256dh?: string;
          user_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'push_subscriptions_company_id_fkey';
            columns: ['company_id'];
            isOneToOne: false;
            referencedRelation: 'companies';
            referencedColumns: ['id'];
          },
        ];
      };
      roles: {
        Row: {
          can_change_product_status: boolean;
          can_edit_product_data: boolean;
          can_manage_settings: boolean;
          can_view_new_orders: boolean;
          can_view_order_history: boolean;
          can_view_product_statistics: boolean;
          can_view_revenue_statistics: boolean;
          company_id: string;
          created_at: string;
          deleted_at: string | null;
          id: string;
          name: string;
          slug: string;
          updated_at: string;
          version: number;
        };
        Insert: {
          can_change_product_status?: boolean;
          can_edit_product_data?: boolean;
          can_manage_settings?: boolean;
          can_view_new_orders?: boolean;
          can_view_order_history?: boolean;
          can_view_product_statistics?: boolean;
          can_view_revenue_statistics?: boolean;
          company_id: string;
          created_at?: string;
          deleted_at?: string | null;
          id?: string;
          name: string;
          slug: string;
          updated_at?: string;
          version?: number;
        };
        Update: {
          can_change_product_status?: boolean;
          can_edit_product_data?: boolean;
          can_manage_settings?: boolean;
          can_view_new_orders?: boolean;
          can_view_order_history?: boolean;
          can_view_product_statistics?: boolean;
          can_view_revenue_statistics?: boolean;
          company_id?: string;
          created_at?: string;
          deleted_at?: string | null;
          id?: string;
          name?: string;
          slug?: string;
          updated_at?: string;
          version?: number;
        };
        Relationships: [
          {
            foreignKeyName: 'roles_company_id_fkey';
            columns: ['company_id'];
            isOneToOne: false;
            referencedRelation: 'companies';
            referencedColumns: ['id'];
          },
        ];
      };
      shop_settings: {
        Row: {
          auto_close_without_device: boolean;
          business_day_end: string;
          company_id: string;
          created_at: string;
          deleted_at: string | null;
          delivery_fee_cents: number;
          free_delivery_from_cents: number | null;
          id: string;
          is_manually_closed: boolean;
          last_mutation_id: string | null;
          min_order_cents: number;
          ready_minutes_delivery: number;
          ready_minutes_pickup: number;
          updated_at: string;
          version: number;
        };
        Insert: {
          auto_close_without_device?: boolean;
          business_day_end?: string;
          company_id?: string;
          created_at?: string;
          deleted_at?: string | null;
          delivery_fee_cents?: number;
          free_delivery_from_cents?: number | null;
          id?: string;
          is_manually_closed?: boolean;
          last_mutation_id?: string | null;
          min_order_cents?: number;
          ready_minutes_delivery?: number;
          ready_minutes_pickup?: number;
          updated_at?: string;
          version?: number;
        };
        Update: {
          auto_close_without_device?: boolean;
          business_day_end?: string;
          company_id?: string;
          created_at?: string;
          deleted_at?: string | null;
          delivery_fee_cents?: number;
          free_delivery_from_cents?: number | null;
          id?: string;
          is_manually_closed?: boolean;
          last_mutation_id?: string | null;
          min_order_cents?: number;
          ready_minutes_delivery?: number;
          ready_minutes_pickup?: number;
          updated_at?: string;
          version?: number;
        };
        Relationships: [
          {
            foreignKeyName: 'shop_settings_company_id_fkey';
            columns: ['company_id'];
            isOneToOne: true;
            referencedRelation: 'companies';
            referencedColumns: ['id'];
          },
        ];
      };
      shop_status: {
        Row: {
          closed_until: string | null;
          company_id: string;
          created_at: string;
          deleted_at: string | null;
          exception_note: string | null;
          id: string;
          is_closed: boolean;
          last_mutation_id: string | null;
          updated_at: string;
          version: number;
        };
        Insert: {
          closed_until?: string | null;
          company_id?: string;
          created_at?: string;
          deleted_at?: string | null;
          exception_note?: string | null;
          id?: string;
          is_closed?: boolean;
          last_mutation_id?: string | null;
          updated_at?: string;
          version?: number;
        };
        Update: {
          closed_until?: string | null;
          company_id?: string;
          created_at?: string;
          deleted_at?: string | null;
          exception_note?: string | null;
          id?: string;
          is_closed?: boolean;
          last_mutation_id?: string | null;
          updated_at?: string;
          version?: number;
        };
        Relationships: [
          {
            foreignKeyName: 'shop_status_company_id_fkey';
            columns: ['company_id'];
            isOneToOne: true;
            referencedRelation: 'companies';
            referencedColumns: ['id'];
          },
        ];
      };
      staff_devices: {
        Row: {
          app_version: string | null;
          audio_permission: string;
          company_id: string;
          created_at: string;
          deleted_at: string | null;
          device_id: string;
          id: string;
          last_mutation_id: string | null;
          last_seen_at: string;
          name: string;
          push_on: boolean;
          sound_on: boolean;
          updated_at: string;
          user_id: string | null;
          version: number;
        };
        Insert: {
          app_version?: string | null;
          audio_permission?: string;
          company_id?: string;
          created_at?: string;
          deleted_at?: string | null;
          device_id: string;
          id: string;
          last_mutation_id?: string | null;
          last_seen_at?: string;
          name?: string;
          push_on?: boolean;
          sound_on?: boolean;
          updated_at?: string;
          user_id?: string | null;
          version?: number;
        };
        Update: {
          app_version?: string | null;
          audio_permission?: string;
          company_id?: string;
          created_at?: string;
          deleted_at?: string | null;
          device_id?: string;
          id?: string;
          last_mutation_id?: string | null;
          last_seen_at?: string;
          name?: string;
          push_on?: boolean;
          sound_on?: boolean;
          updated_at?: string;
          user_id?: string | null;
          version?: number;
        };
        Relationships: [
          {
            foreignKeyName: 'staff_devices_company_id_fkey';
            columns: ['company_id'];
            isOneToOne: false;
            referencedRelation: 'companies';
            referencedColumns: ['id'];
          },
        ];
      };
      user_profiles: {
        Row: {
          created_at: string;
          deleted_at: string | null;
          id: string;
          role: string | null;
          updated_at: string;
          version: number;
        };
        Insert: {
          created_at?: string;
          deleted_at?: string | null;
          id: string;
          role?: string | null;
          updated_at?: string;
          version?: number;
        };
        Update: {
          created_at?: string;
          deleted_at?: string | null;
          id?: string;
          role?: string | null;
          updated_at?: string;
          version?: number;
        };
        Relationships: [];
      };
      users: {
        Row: {
          company_id: string;
          created_at: string;
          deleted_at: string | null;
          id: string;
          is_active: boolean;
          last_login_at: string | null;
          role_id: string | null;
          updated_at: string;
          user_main_id: string;
          version: number;
        };
        Insert: {
          company_id: string;
          created_at?: string;
          deleted_at?: string | null;
          id?: string;
          is_active?: boolean;
          last_login_at?: string | null;
          role_id?: string | null;
          updated_at?: string;
          user_main_id: string;
          version?: number;
        };
        Update: {
          company_id?: string;
          created_at?: string;
          deleted_at?: string | null;
          id?: string;
          is_active?: boolean;
          last_login_at?: string | null;
          role_id?: string | null;
          updated_at?: string;
          user_main_id?: string;
          version?: number;
        };
        Relationships: [
          {
            foreignKeyName: 'users_company_id_fkey';
            columns: ['company_id'];
            isOneToOne: false;
            referencedRelation: 'companies';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'users_role_id_fkey';
            columns: ['role_id'];
            isOneToOne: false;
            referencedRelation: 'roles';
            referencedColumns: ['id'];
          },
        ];
      };
    };
    Views: {
      available_products: {
        Row: {
          allergens: string[] | null;
          category_id: string | null;
          category_name: string | null;
          category_position: number | null;
          company_id: string | null;
          company_slug: string | null;
          description: string | null;
          id: string | null;
          image_path: string | null;
          image_url: string | null;
          name: string | null;
          option_groups: Json | null;
          price_cents: number | null;
          Productnummer: string | null;
          sort_index: number | null;
          vat_rate: number | null;
        };
        Relationships: [
          {
            foreignKeyName: 'products_category_id_fkey';
            columns: ['category_id'];
            isOneToOne: false;
            referencedRelation: 'categories';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'products_company_id_fkey';
            columns: ['company_id'];
            isOneToOne: false;
            referencedRelation: 'companies';
            referencedColumns: ['id'];
          },
        ];
      };
    };
    Functions: {
      anonymise_customer: { Args: { p_phone: string }; Returns: Json };
      audit_order_action: {
        Args: { p_new: Json; p_old: Json };
        Returns: string;
      };
      audit_print_action: {
        Args: { p_new: Json; p_old: Json };
        Returns: string;
      };
      audit_private_fields: {
        Args: Record<PropertyKey, never>;
        Returns: string[];
      };
      audit_slice: { Args: { p_keys: string[]; p_row: Json }; Returns: Json };
      business_date: { Args: { p_at: string; p_end: string }; Returns: string };
      business_day_end_of: { Args: { p_company: string }; Returns: string };
      business_day_start: {
        Args: { p_date: string; p_end: string };
        Returns: string;
      };
      cancel_reason_valid: { Args: { p_reason: string }; Returns: boolean };
      cancel_reasons: { Args: Record<PropertyKey, never>; Returns: string[] };
      claim_push_realerts: {
        Args: { p_now?: string };
        Returns: {
          attempt: number;
          company_id: string;
          customer_name: string;
          delivery_type: string;
          order_id: string;
          total_cents: number;
        }[];
      };
      close_day: {
        Args: { p_business_date: string };
        Returns: {
          business_date: string;
          closed_at: string;
          closed_by: string | null;
          company_id: string;
          device_id: string | null;
          id: string;
          number: number;
          totals: NonNullable<Json>;
          updated_at: string;
          version: number;
        };
        SetofOptions: {
          from: '*';
          to: 'day_closings';
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      company_staff: {
        Args: Record<PropertyKey, never>;
        Returns: {
          email: string;
          role_name: string;
          user_id: string;
        }[];
      };
      current_company_id: { Args: Record<PropertyKey, never>; Returns: string };
      customer_orders: {
        Args: {
          p_before?: string;
          p_exclude?: string;
          p_limit?: number;
          p_phone: string;
        };
        Returns: {
          billing_address: string | null;
          billing_city: string | null;
          billing_house_addition: string | null;
          billing_house_number: string | null;
          billing_postcode: string | null;
          cancel_reason: string | null;
          cart_id: string | null;
          company_id: string;
          created_at: string;
          customer_email: string | null;
          customer_name: string | null;
          customer_phone: string | null;
          deleted_at: string | null;
          delivery_fee_cents: number;
          delivery_time: string | null;
          delivery_type: string;
          discount_cents: number;
          fulfillment_type: string | null;
          id: string;
          is_asap: boolean;
          last_mutation_id: string | null;
          notes: string | null;
          payment_status: string;
          placed_at: string;
          promised_at: string | null;
          status: string;
          subtotal_cents: number;
          tip_cents: number;
          total_cents: number;
          updated_at: string;
          version: number;
        }[];
        SetofOptions: {
          from: '*';
          to: 'orders';
          isOneToOne: false;
          isSetofReturn: true;
        };
      };
      customer_summary: {
        Args: { p_exclude?: string; p_phone: string };
        Returns: {
          canceled: number;
          first_placed_at: string;
          last_placed_at: string;
          notes: string[];
          orders: number;
          spent_cents: number;
        }[];
      };
      day_open_orders: {
        Args: { p_company: string; p_date: string };
        Returns: string[];
      };
      day_report: { Args: { p_business_date: string }; Returns: Json };
      day_totals: { Args: { p_company: string; p_date: string }; Returns: Json };
      figure_bounds: {
        Args: { p_company: string; p_from: string; p_to: string };
        Returns: {
          day_end: string;
          hi: string;
          lo: string;
        }[];
      };
      figure_company: { Args: { p_flag: string }; Returns: string };
      figure_range_check: {
        Args: { p_from: string; p_to: string };
        Returns: undefined;
      };
      figure_report: {
        Args: { p_company: string; p_from: string; p_to: string };
        Returns: Json;
      };
      fn_busy_state: {
        Args: { p_at?: string; p_company?: string };
        Returns: {
          busy_until: string;
          extra_minutes: number;
          is_busy: boolean;
        }[];
      };
      fn_is_open: {
        Args: { p_at?: string; p_company_slug?: string };
        Returns: {
          is_open: boolean;
          source: string;
        }[];
      };
      has_permission: {
        Args: { p_company: string; p_flag: string };
        Returns: boolean;
      };
      is_staff_of: { Args: { p_company: string }; Returns: boolean };
      menu_assert_group_satisfiable: {
        Args: { p_group: string };
        Returns: undefined;
      };
      mutation_applied: { Args: { p_mutation_id: string }; Returns: boolean };
      order_item_options: {
        Args: {
          p_company: string;
          p_ids: Json;
          p_label: string;
          p_product: string;
        };
        Returns: {
          customizations_json: Json;
          extra_cents: number;
          item_options: string;
        }[];
      };
      order_page: {
        Args: {
          p_after_id?: string;
          p_after_placed_at?: string;
          p_company: string;
          p_limit: number;
          p_placed_before?: string;
          p_placed_from?: string;
          p_placed_since?: string;
          p_statuses?: string[];
        };
        Returns: Json;
      };
      order_page_compact: {
        Args: {
          p_after_id?: string;
          p_after_placed_at?: string;
          p_company: string;
          p_limit: number;
          p_placed_before?: string;
          p_placed_from?: string;
          p_placed_since?: string;
          p_statuses?: string[];
        };
        Returns: Json;
      };
      order_search_text: {
        Args: {
          p_address: string;
          p_city: string;
          p_name: string;
          p_postcode: string;
        };
        Returns: string;
      };
      permitted_company_ids: { Args: { p_flags: string[] }; Returns: string[] };
      phone_digits: { Args: { p_phone: string }; Returns: string };
      place_order: {
        Args: { p_company_slug: string; p_order: Json };
        Returns: {
          billing_address: string | null;
          billing_city: string | null;
          billing_house_addition: string | null;
          billing_house_number: string | null;
          billing_postcode: string | null;
          cancel_reason: string | null;
          cart_id: string | null;
          company_id: string;
          created_at: string;
          customer_email: string | null;
          customer_name: string | null;
          customer_phone: string | null;
          deleted_at: string | null;
          delivery_fee_cents: number;
          delivery_time: string | null;
          delivery_type: string;
          discount_cents: number;
          fulfillment_type: string | null;
          id: string;
          is_asap: boolean;
          last_mutation_id: string | null;
          notes: string | null;
          payment_status: string;
          placed_at: string;
          promised_at: string | null;
          status: string;
          subtotal_cents: number;
          tip_cents: number;
          total_cents: number;
          updated_at: string;
          version: number;
        };
        SetofOptions: {
          from: '*';
          to: 'orders';
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      product_figures: { Args: { p_from: string; p_to: string }; Returns: Json };
      request_device_id: { Args: Record<PropertyKey, never>; Returns: string };
      revenue_figures: { Args: { p_from: string; p_to: string }; Returns: Json };
      search_fold: { Args: { p_text: string }; Returns: string };
      search_orders: {
        Args: {
          p_before?: string;
          p_from?: string;
          p_limit?: number;
          p_query: string;
          p_status?: string[];
          p_to?: string;
        };
        Returns: {
          billing_address: string | null;
          billing_city: string | null;
          billing_house_addition: string | null;
          billing_house_number: string | null;
          billing_postcode: string | null;
          cancel_reason: string | null;
          cart_id: string | null;
          company_id: string;
          created_at: string;
          customer_email: string | null;
          customer_name: string | null;
          customer_phone: string | null;
          deleted_at: string | null;
          delivery_fee_cents: number;
          delivery_time: string | null;
          delivery_type: string;
          discount_cents: number;
          fulfillment_type: string | null;
          id: string;
          is_asap: boolean;
          last_mutation_id: string | null;
          notes: string | null;
          payment_status: string;
          placed_at: string;
          promised_at: string | null;
          status: string;
          subtotal_cents: number;
          tip_cents: number;
          total_cents: number;
          updated_at: string;
          version: number;
        }[];
        SetofOptions: {
          from: '*';
          to: 'orders';
          isOneToOne: false;
          isSetofReturn: true;
        };
      };
      set_shop_status: {
        Args: {
          p_closed_until?: string;
          p_exception_note?: string;
          p_is_closed: boolean;
          p_mutation_id?: string;
        };
        Returns: {
          closed_until: string | null;
          company_id: string;
          created_at: string;
          deleted_at: string | null;
          exception_note: string | null;
          id: string;
          is_closed: boolean;
          last_mutation_id: string | null;
          updated_at: string;
          version: number;
        };
        SetofOptions: {
          from: '*';
          to: 'shop_status';
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      staff_company_ids: { Args: Record<PropertyKey, never>; Returns: string[] };
      staff_role_ids: { Args: Record<PropertyKey, never>; Returns: string[] };
    };
    Enums: {
      [_ in never]: never;
    };
    CompositeTypes: {
      [_ in never]: never;
    };
  };
};

type DatabaseWithoutInternals = Omit<Database, '__InternalSupabase'>;

type DefaultSchema = DatabaseWithoutInternals[Extract<keyof Database, 'public'>];

export type Tables<
  DefaultSchemaTableNameOrOptions extends
    keyof (DefaultSchema['Tables'] & DefaultSchema['Views']) | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals;
  }
    ? keyof (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables'] &
        DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Views'])
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals;
}
  ? (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables'] &
      DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Views'])[TableName] extends {
      Row: infer R;
    }
    ? R
    : never
  : DefaultSchemaTableNameOrOptions extends keyof (DefaultSchema['Tables'] & DefaultSchema['Views'])
    ? (DefaultSchema['Tables'] & DefaultSchema['Views'])[DefaultSchemaTableNameOrOptions] extends {
        Row: infer R;
      }
      ? R
      : never
    : never;

export type TablesInsert<
  DefaultSchemaTableNameOrOptions extends
    keyof DefaultSchema['Tables'] | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals;
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables']
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals;
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables'][TableName] extends {
      Insert: infer I;
    }
    ? I
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema['Tables']
    ? DefaultSchema['Tables'][DefaultSchemaTableNameOrOptions] extends {
        Insert: infer I;
      }
      ? I
      : never
    : never;

export type TablesUpdate<
  DefaultSchemaTableNameOrOptions extends
    keyof DefaultSchema['Tables'] | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals;
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables']
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals;
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables'][TableName] extends {
      Update: infer U;
    }
    ? U
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema['Tables']
    ? DefaultSchema['Tables'][DefaultSchemaTableNameOrOptions] extends {
        Update: infer U;
      }
      ? U
      : never
    : never;

export type Enums<
  DefaultSchemaEnumNameOrOptions extends
    keyof DefaultSchema['Enums'] | { schema: keyof DatabaseWithoutInternals },
  EnumName extends (DefaultSchemaEnumNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals;
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions['schema']]['Enums']
    : never) = never,
> = DefaultSchemaEnumNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals;
}
  ? DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions['schema']]['Enums'][EnumName]
  : DefaultSchemaEnumNameOrOptions extends keyof DefaultSchema['Enums']
    ? DefaultSchema['Enums'][DefaultSchemaEnumNameOrOptions]
    : never;

export type CompositeTypes<
  PublicCompositeTypeNameOrOptions extends
    keyof DefaultSchema['CompositeTypes'] | { schema: keyof DatabaseWithoutInternals },
  CompositeTypeName extends (PublicCompositeTypeNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals;
  }
    ? keyof DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions['schema']]['CompositeTypes']
    : never) = never,
> = PublicCompositeTypeNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals;
}
  ? DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions['schema']]['CompositeTypes'][CompositeTypeName]
  : PublicCompositeTypeNameOrOptions extends keyof DefaultSchema['CompositeTypes']
    ? DefaultSchema['CompositeTypes'][PublicCompositeTypeNameOrOptions]
    : never;

export const Constants = {
  public: {
    Enums: {},
  },
} as const;
