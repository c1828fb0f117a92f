// Generated from the migrations (sha256:7c3ab26cd32e2507). Do not edit by hand; regenerate: npm run gen -w @quadra/local-supabase

export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[];

export type Database = {
  __InternalSupabase: { PostgrestVersion: '12' };
  public: {
    Tables: {
      account_deletions: {
        Row: {
          id: number;
          deleted_at: string;
          events_cancelled: number;
          places_freed: number;
        };
        Insert: {
          id?: number;
          deleted_at?: string;
          events_cancelled?: number;
          places_freed?: number;
        };
        Update: {
          id?: number;
          deleted_at?: string;
          events_cancelled?: number;
          places_freed?: number;
        };
        Relationships: [];
      };
      calendar_feeds: {
        Row: {
          user_id: string;
          token: string;
          created_at: string;
        };
        Insert: {
          user_id: string;
          token: string;
          created_at?: string;
        };
        Update: {
          user_id?: string;
          token?: string;
          created_at?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'calendar_feeds_user_id_fkey';
            columns: ['user_id'];
            isOneToOne: true;
            referencedRelation: 'profiles';
            referencedColumns: ['user_id'];
          },
        ];
      };
      club_caixa: {
        Row: {
          club_id: string;
          dues_cents: number | null;
          dues_day: number;
          game_price_cents: number | null;
          time_zone: string;
          only_paid_up: boolean;
          pix_key_type: string | null;
          pix_key: string | null;
          recipient_name: string | null;
          recipient_city: string | null;
          charges_from: string;
        };
        Insert: {
          club_id: string;
          dues_cents?: number | null;
          dues_day?: number;
          game_price_cents?: number | null;
          time_zone?: string;
          only_paid_up?: boolean;
          pix_key_type?: string | null;
          pix_key?: string | null;
          recipient_name?: string | null;
          recipient_city?: string | null;
          charges_from?: string;
        };
        Update: {
          club_id?: string;
          dues_cents?: number | null;
          dues_day?: number;
          game_price_cents?: number | null;
          time_zone?: string;
          only_paid_up?: boolean;
          pix_key_type?: string | null;
          pix_key?: string | null;
          recipient_name?: string | null;
          recipient_city?: string | null;
          charges_from?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'club_caixa_club_id_fkey';
            columns: ['club_id'];
            isOneToOne: true;
            referencedRelation: 'clubs';
            referencedColumns: ['id'];
          },
        ];
      };
      club_invite_links: {
        Row: {
          token: string;
          club_id: string;
          created_at: string;
          replaced_at: string | null;
        };
        Insert: {
          token?: string;
          club_id: string;
          created_at?: string;
          replaced_at?: string | null;
        };
        Update: {
          token?: string;
          club_id?: string;
          created_at?: string;
          replaced_at?: string | null;
        };
        Relationships: [
          {
            foreignKeyName: 'club_invite_links_club_id_fkey';
            columns: ['club_id'];
            isOneToOne: false;
            referencedRelation: 'clubs';
            referencedColumns: ['id'];
          },
        ];
      };
      club_join_requests: {
        Row: {
          id: number;
          club_id: string;
          user_id: string;
          created_at: string;
        };
        Insert: {
          id?: number;
          club_id: string;
          user_id: string;
          created_at?: string;
        };
        Update: {
          id?: number;
          club_id?: string;
          user_id?: string;
          created_at?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'club_join_requests_club_id_fkey';
            columns: ['club_id'];
            isOneToOne: false;
            referencedRelation: 'clubs';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'club_join_requests_user_id_fkey';
            columns: ['user_id'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['user_id'];
          },
        ];
      };
      club_ledger: {
        Row: {
          id: number;
          club_id: string;
          seq: number;
          kind: string;
          reverses_id: number | null;
          user_id: string | null;
          amount_cents: number;
          cash_delta: number;
          member_delta: number;
          cash_after: number;
          member_after: number | null;
          occurred_on: string;
          description: string | null;
          period: string | null;
          event_id: string | null;
          bank_id: string | null;
          payer_name: string | null;
          created_by: string | null;
          created_at: string;
        };
        Insert: {
          id?: number;
          club_id: string;
          seq: number;
          kind: string;
          reverses_id?: number | null;
          user_id?: string | null;
          amount_cents: number;
          cash_delta: number;
          member_delta: number;
          cash_after: number;
          member_after?: number | null;
          occurred_on: string;
          description?: string | null;
          period?: string | null;
          event_id?: string | null;
          bank_id?: string | null;
          payer_name?: string | null;
          created_by?: string | null;
          created_at?: string;
        };
        Update: {
          id?: number;
          club_id?: string;
          seq?: number;
          kind?: string;
          reverses_id?: number | null;
          user_id?: string | null;
          amount_cents?: number;
          cash_delta?: number;
          member_delta?: number;
          cash_after?: number;
          member_after?: number | null;
          occurred_on?: string;
          description?: string | null;
          period?: string | null;
          event_id?: string | null;
          bank_id?: string | null;
          payer_name?: string | null;
          created_by?: string | null;
          created_at?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'club_ledger_club_id_fkey';
            columns: ['club_id'];
            isOneToOne: false;
            referencedRelation: 'clubs';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'club_ledger_created_by_fkey';
            columns: ['created_by'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['user_id'];
          },
          {
            foreignKeyName: 'club_ledger_reverses_id_fkey';
            columns: ['reverses_id'];
            isOneToOne: true;
            referencedRelation: 'club_ledger';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'club_ledger_user_id_fkey';
            columns: ['user_id'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['user_id'];
          },
        ];
      };
      club_members: {
        Row: {
          id: number;
          club_id: string;
          user_id: string;
          role: string;
          kind: string;
          joined_at: string;
        };
        Insert: {
          id?: number;
          club_id: string;
          user_id: string;
          role?: string;
          kind?: string;
          joined_at?: string;
        };
        Update: {
          id?: number;
          club_id?: string;
          user_id?: string;
          role?: string;
          kind?: string;
          joined_at?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'club_members_club_id_fkey';
            columns: ['club_id'];
            isOneToOne: false;
            referencedRelation: 'clubs';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'club_members_user_id_fkey';
            columns: ['user_id'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['user_id'];
          },
        ];
      };
      club_notices: {
        Row: {
          id: number;
          club_id: string;
          author_id: string | null;
          body: string;
          pinned: boolean;
          created_at: string;
        };
        Insert: {
          id?: number;
          club_id: string;
          author_id?: string | null;
          body: string;
          pinned?: boolean;
          created_at?: string;
        };
        Update: {
          id?: number;
          club_id?: string;
          author_id?: string | null;
          body?: string;
          pinned?: boolean;
          created_at?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'club_notices_author_id_fkey';
            columns: ['author_id'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['user_id'];
          },
          {
            foreignKeyName: 'club_notices_club_id_fkey';
            columns: ['club_id'];
            isOneToOne: false;
            referencedRelation: 'clubs';
            referencedColumns: ['id'];
          },
        ];
      };
      club_pix_codes: {
        Row: {
          club_id: string;
          txid: string;
          user_id: string;
          charge_ids: number[];
          amount_cents: number;
          created_at: string;
          reported_at: string | null;
        };
        Insert: {
          club_id: string;
          txid: string;
          user_id: string;
          charge_ids: number[];
          amount_cents: number;
          created_at?: string;
          reported_at?: string | null;
        };
        Update: {
          club_id?: string;
          txid?: string;
          user_id?: string;
          charge_ids?: number[];
          amount_cents?: number;
          created_at?: string;
          reported_at?: string | null;
        };
        Relationships: [
          {
            foreignKeyName: 'club_pix_codes_club_id_fkey';
            columns: ['club_id'];
            isOneToOne: false;
            referencedRelation: 'clubs';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'club_pix_codes_user_id_fkey';
            columns: ['user_id'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['user_id'];
          },
        ];
      };
      club_reminders_sent: {
        Row: {
          charge_id: number;
          kind: string;
          sent_at: string;
        };
        Insert: {
          charge_id: number;
          kind: string;
          sent_at?: string;
        };
        Update: {
          charge_id?: number;
          kind?: string;
          sent_at?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'club_reminders_sent_charge_id_fkey';
            columns: ['charge_id'];
            isOneToOne: false;
            referencedRelation: 'club_ledger';
            referencedColumns: ['id'];
          },
        ];
      };
      club_removals: {
        Row: {
          club_id: string;
          user_id: string;
          removed_at: string;
        };
        Insert: {
          club_id: string;
          user_id: string;
          removed_at?: string;
        };
        Update: {
          club_id?: string;
          user_id?: string;
          removed_at?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'club_removals_club_id_fkey';
            columns: ['club_id'];
            isOneToOne: false;
            referencedRelation: 'clubs';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'club_removals_user_id_fkey';
            columns: ['user_id'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['user_id'];
          },
        ];
      };
      club_settlements: {
        Row: {
          charge_id: number;
          payment_id: number;
        };
        Insert: {
          charge_id: number;
          payment_id: number;
        };
        Update: {
          charge_id?: number;
          payment_id?: number;
        };
        Relationships: [
          {
            foreignKeyName: 'club_settlements_charge_id_fkey';
            columns: ['charge_id'];
            isOneToOne: true;
            referencedRelation: 'club_ledger';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'club_settlements_payment_id_fkey';
            columns: ['payment_id'];
            isOneToOne: false;
            referencedRelation: 'club_ledger';
            referencedColumns: ['id'];
          },
        ];
      };
      club_summaries_sent: {
        Row: {
          club_id: string;
          week: string;
          sent_at: string;
        };
        Insert: {
          club_id: string;
          week: string;
          sent_at?: string;
        };
        Update: {
          club_id?: string;
          week?: string;
          sent_at?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'club_summaries_sent_club_id_fkey';
            columns: ['club_id'];
            isOneToOne: false;
            referencedRelation: 'clubs';
            referencedColumns: ['id'];
          },
        ];
      };
      clubs: {
        Row: {
          id: string;
          name: string;
          sport_ids: string[];
          city: string | null;
          photo_url: string | null;
          description: string | null;
          visibility: string;
          join_policy: string;
          avulsos_from_hours: number;
          invite_enabled: boolean;
          created_by: string | null;
          created_at: string;
          search_text: string | null;
        };
        Insert: {
          id?: string;
          name: string;
          sport_ids?: string[];
          city?: string | null;
          photo_url?: string | null;
          description?: string | null;
          visibility?: string;
          join_policy?: string;
          avulsos_from_hours?: number;
          invite_enabled?: boolean;
          created_by?: string | null;
          created_at?: string;
          search_text?: never;
        };
        Update: {
          id?: string;
          name?: string;
          sport_ids?: string[];
          city?: string | null;
          photo_url?: string | null;
          description?: string | null;
          visibility?: string;
          join_policy?: string;
          avulsos_from_hours?: number;
          invite_enabled?: boolean;
          created_by?: string | null;
          created_at?: string;
          search_text?: never;
        };
        Relationships: [
          {
            foreignKeyName: 'clubs_created_by_fkey';
            columns: ['created_by'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['user_id'];
          },
        ];
      };
      content_reports: {
        Row: {
          id: string;
          reporter_id: string;
          target_kind: string;
          reported_user_id: string | null;
          comment_id: string | null;
          comment_text: string | null;
          reason: string;
          details: string | null;
          created_at: string;
          reviewed_at: string | null;
        };
        Insert: {
          id?: string;
          reporter_id: string;
          target_kind: string;
          reported_user_id?: string | null;
          comment_id?: string | null;
          comment_text?: string | null;
          reason: string;
          details?: string | null;
          created_at?: string;
          reviewed_at?: string | null;
        };
        Update: {
          id?: string;
          reporter_id?: string;
          target_kind?: string;
          reported_user_id?: string | null;
          comment_id?: string | null;
          comment_text?: string | null;
          reason?: string;
          details?: string | null;
          created_at?: string;
          reviewed_at?: string | null;
        };
        Relationships: [
          {
            foreignKeyName: 'content_reports_comment_id_fkey';
            columns: ['comment_id'];
            isOneToOne: false;
            referencedRelation: 'event_comments';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'content_reports_reported_user_id_fkey';
            columns: ['reported_user_id'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['user_id'];
          },
          {
            foreignKeyName: 'content_reports_reporter_id_fkey';
            columns: ['reporter_id'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['user_id'];
          },
        ];
      };
      event_attendance: {
        Row: {
          id: number;
          event_id: string;
          user_id: string;
          status: string;
          marked_by: string | null;
          marked_at: string;
          made_at: string;
        };
        Insert: {
          id?: number;
          event_id: string;
          user_id: string;
          status: string;
          marked_by?: string | null;
          marked_at?: string;
          made_at?: string;
        };
        Update: {
          id?: number;
          event_id?: string;
          user_id?: string;
          status?: string;
          marked_by?: string | null;
          marked_at?: string;
          made_at?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'event_attendance_event_id_fkey';
            columns: ['event_id'];
            isOneToOne: false;
            referencedRelation: 'events';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'event_attendance_marked_by_fkey';
            columns: ['marked_by'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['user_id'];
          },
          {
            foreignKeyName: 'event_attendance_user_id_fkey';
            columns: ['user_id'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['user_id'];
          },
        ];
      };
      event_comments: {
        Row: {
          id: string;
          event_id: string;
          user_id: string | null;
          comment_text: string;
          parent_comment_id: string | null;
          created_at: string;
          hidden_at: string | null;
        };
        Insert: {
          id?: string;
          event_id: string;
          user_id?: string | null;
          comment_text: string;
          parent_comment_id?: string | null;
          created_at?: string;
          hidden_at?: string | null;
        };
        Update: {
          id?: string;
          event_id?: string;
          user_id?: string | null;
          comment_text?: string;
          parent_comment_id?: string | null;
          created_at?: string;
          hidden_at?: string | null;
        };
        Relationships: [
          {
            foreignKeyName: 'event_comments_event_id_fkey';
            columns: ['event_id'];
            isOneToOne: false;
            referencedRelation: 'events';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'event_comments_parent_comment_id_fkey';
            columns: ['parent_comment_id'];
            isOneToOne: false;
            referencedRelation: 'event_comments';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'event_comments_user_id_fkey';
            columns: ['user_id'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['user_id'];
          },
        ];
      };
      event_costs: {
        Row: {
          event_id: string;
          total_cents: number | null;
          per_person_cents: number | null;
          include_organiser: boolean;
          pix_key_type: string;
          pix_key: string;
          recipient_name: string;
          recipient_city: string;
          updated_at: string;
        };
        Insert: {
          event_id: string;
          total_cents?: number | null;
          per_person_cents?: number | null;
          include_organiser?: boolean;
          pix_key_type: string;
          pix_key: string;
          recipient_name: string;
          recipient_city: string;
          updated_at?: string;
        };
        Update: {
          event_id?: string;
          total_cents?: number | null;
          per_person_cents?: number | null;
          include_organiser?: boolean;
          pix_key_type?: string;
          pix_key?: string;
          recipient_name?: string;
          recipient_city?: string;
          updated_at?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'event_costs_event_id_fkey';
            columns: ['event_id'];
            isOneToOne: true;
            referencedRelation: 'events';
            referencedColumns: ['id'];
          },
        ];
      };
      event_guests: {
        Row: {
          id: string;
          event_id: string;
          host_id: string;
          name: string;
          claim_token: string;
          status: string;
          created_at: string;
          ended_at: string | null;
        };
        Insert: {
          id: string;
          event_id: string;
          host_id: string;
          name: string;
          claim_token?: string;
          status?: string;
          created_at?: string;
          ended_at?: string | null;
        };
        Update: {
          id?: string;
          event_id?: string;
          host_id?: string;
          name?: string;
          claim_token?: string;
          status?: string;
          created_at?: string;
          ended_at?: string | null;
        };
        Relationships: [
          {
            foreignKeyName: 'event_guests_event_id_fkey';
            columns: ['event_id'];
            isOneToOne: false;
            referencedRelation: 'events';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'event_guests_host_id_fkey';
            columns: ['host_id'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['user_id'];
          },
        ];
      };
      event_invitations: {
        Row: {
          id: string;
          event_id: string;
          invitee_id: string;
          invited_by: string;
          created_at: string;
        };
        Insert: {
          id?: string;
          event_id: string;
          invitee_id: string;
          invited_by: string;
          created_at?: string;
        };
        Update: {
          id?: string;
          event_id?: string;
          invitee_id?: string;
          invited_by?: string;
          created_at?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'event_invitations_event_id_fkey';
            columns: ['event_id'];
            isOneToOne: false;
            referencedRelation: 'events';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'event_invitations_invited_by_fkey';
            columns: ['invited_by'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['user_id'];
          },
          {
            foreignKeyName: 'event_invitations_invitee_id_fkey';
            columns: ['invitee_id'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['user_id'];
          },
        ];
      };
      event_late_cancellations: {
        Row: {
          id: number;
          event_id: string;
          user_id: string;
          freed_at: string;
        };
        Insert: {
          id?: number;
          event_id: string;
          user_id: string;
          freed_at?: string;
        };
        Update: {
          id?: number;
          event_id?: string;
          user_id?: string;
          freed_at?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'event_late_cancellations_event_id_fkey';
            columns: ['event_id'];
            isOneToOne: false;
            referencedRelation: 'events';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'event_late_cancellations_user_id_fkey';
            columns: ['user_id'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['user_id'];
          },
        ];
      };
      event_matches: {
        Row: {
          id: string;
          event_id: string;
          team_a: number;
          team_b: number;
          score_a: number;
          score_b: number;
          created_at: string;
          updated_at: string;
        };
        Insert: {
          id?: string;
          event_id: string;
          team_a: number;
          team_b: number;
          score_a?: number;
          score_b?: number;
          created_at?: string;
          updated_at?: string;
        };
        Update: {
          id?: string;
          event_id?: string;
          team_a?: number;
          team_b?: number;
          score_a?: number;
          score_b?: number;
          created_at?: string;
          updated_at?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'event_matches_event_id_fkey';
            columns: ['event_id'];
            isOneToOne: false;
            referencedRelation: 'events';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'event_matches_team_a_fkey';
            columns: ['event_id', 'team_a'];
            isOneToOne: false;
            referencedRelation: 'event_teams';
            referencedColumns: ['event_id', 'team_no'];
          },
          {
            foreignKeyName: 'event_matches_team_b_fkey';
            columns: ['event_id', 'team_b'];
            isOneToOne: false;
            referencedRelation: 'event_teams';
            referencedColumns: ['event_id', 'team_no'];
          },
        ];
      };
      event_participants: {
        Row: {
          id: string;
          event_id: string;
          user_id: string;
          status: string;
          joined_at: string;
          evaluation_status: string;
        };
        Insert: {
          id?: string;
          event_id: string;
          user_id: string;
          status?: string;
          joined_at?: string;
          evaluation_status?: string;
        };
        Update: {
          id?: string;
          event_id?: string;
          user_id?: string;
          status?: string;
          joined_at?: string;
          evaluation_status?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'event_participants_event_id_fkey';
            columns: ['event_id'];
            isOneToOne: false;
            referencedRelation: 'events';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'event_participants_user_id_fkey';
            columns: ['user_id'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['user_id'];
          },
        ];
      };
      event_payment_history: {
        Row: {
          id: number;
          event_id: string;
          user_id: string | null;
          actor_id: string | null;
          action: string;
          amount_cents: number | null;
          status: string | null;
          details: Json;
          created_at: string;
        };
        Insert: {
          id?: number;
          event_id: string;
          user_id?: string | null;
          actor_id?: string | null;
          action: string;
          amount_cents?: number | null;
          status?: string | null;
          details?: Json;
          created_at?: string;
        };
        Update: {
          id?: number;
          event_id?: string;
          user_id?: string | null;
          actor_id?: string | null;
          action?: string;
          amount_cents?: number | null;
          status?: string | null;
          details?: Json;
          created_at?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'event_payment_history_event_id_fkey';
            columns: ['event_id'];
            isOneToOne: false;
            referencedRelation: 'events';
            referencedColumns: ['id'];
          },
        ];
      };
      event_payment_shares: {
        Row: {
          id: number;
          event_id: string;
          user_id: string | null;
          amount_cents: number;
          status: string;
          txid: string | null;
          reported_at: string | null;
          confirmed_at: string | null;
          updated_at: string;
          paid_cents: number;
        };
        Insert: {
          id?: number;
          event_id: string;
          user_id?: string | null;
          amount_cents: number;
          status?: string;
          txid?: string | null;
          reported_at?: string | null;
          confirmed_at?: string | null;
          updated_at?: string;
          paid_cents?: number;
        };
        Update: {
          id?: number;
          event_id?: string;
          user_id?: string | null;
          amount_cents?: number;
          status?: string;
          txid?: string | null;
          reported_at?: string | null;
          confirmed_at?: string | null;
          updated_at?: string;
          paid_cents?: number;
        };
        Relationships: [
          {
            foreignKeyName: 'event_payment_shares_event_id_fkey';
            columns: ['event_id'];
            isOneToOne: false;
            referencedRelation: 'events';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'event_payment_shares_user_id_fkey';
            columns: ['user_id'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['user_id'];
          },
        ];
      };
      event_reminders_sent: {
        Row: {
          event_id: string;
          user_id: string;
          kind: string;
          sent_at: string;
          id: number;
        };
        Insert: {
          event_id: string;
          user_id: string;
          kind: string;
          sent_at?: string;
          id?: number;
        };
        Update: {
          event_id?: string;
          user_id?: string;
          kind?: string;
          sent_at?: string;
          id?: number;
        };
        Relationships: [
          {
            foreignKeyName: 'event_reminders_sent_event_id_fkey';
            columns: ['event_id'];
            isOneToOne: false;
            referencedRelation: 'events';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'event_reminders_sent_user_id_fkey';
            columns: ['user_id'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['user_id'];
          },
        ];
      };
      event_series: {
        Row: {
          id: string;
          created_by: string;
          frequency: string;
          rrule: string;
          first_date: string;
          time: string;
          time_zone: string;
          occurrence_count: number | null;
          until_date: string | null;
          template: Json;
          ended_at: string | null;
          created_at: string;
          club_id: string | null;
          ended_from: string | null;
        };
        Insert: {
          id?: string;
          created_by: string;
          frequency: string;
          rrule: string;
          first_date: string;
          time: string;
          time_zone: string;
          occurrence_count?: number | null;
          until_date?: string | null;
          template: Json;
          ended_at?: string | null;
          created_at?: string;
          club_id?: string | null;
          ended_from?: string | null;
        };
        Update: {
          id?: string;
          created_by?: string;
          frequency?: string;
          rrule?: string;
          first_date?: string;
          time?: string;
          time_zone?: string;
          occurrence_count?: number | null;
          until_date?: string | null;
          template?: Json;
          ended_at?: string | null;
          created_at?: string;
          club_id?: string | null;
          ended_from?: string | null;
        };
        Relationships: [
          {
            foreignKeyName: 'event_series_club_id_fkey';
            columns: ['club_id'];
            isOneToOne: false;
            referencedRelation: 'clubs';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'event_series_created_by_fkey';
            columns: ['created_by'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['user_id'];
          },
        ];
      };
      event_series_regulars: {
        Row: {
          series_id: string;
          user_id: string;
          created_at: string;
        };
        Insert: {
          series_id: string;
          user_id: string;
          created_at?: string;
        };
        Update: {
          series_id?: string;
          user_id?: string;
          created_at?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'event_series_regulars_series_id_fkey';
            columns: ['series_id'];
            isOneToOne: false;
            referencedRelation: 'event_series';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'event_series_regulars_user_id_fkey';
            columns: ['user_id'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['user_id'];
          },
        ];
      };
      event_teams: {
        Row: {
          event_id: string;
          team_no: number;
          name: string;
          member_ids: string[];
          updated_at: string;
          draw_id: string | null;
          drawn_by: string | null;
          drawn_at: string | null;
        };
        Insert: {
          event_id: string;
          team_no: number;
          name: string;
          member_ids?: string[];
          updated_at?: string;
          draw_id?: string | null;
          drawn_by?: string | null;
          drawn_at?: string | null;
        };
        Update: {
          event_id?: string;
          team_no?: number;
          name?: string;
          member_ids?: string[];
          updated_at?: string;
          draw_id?: string | null;
          drawn_by?: string | null;
          drawn_at?: string | null;
        };
        Relationships: [
          {
            foreignKeyName: 'event_teams_drawn_by_fkey';
            columns: ['drawn_by'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['user_id'];
          },
          {
            foreignKeyName: 'event_teams_event_id_fkey';
            columns: ['event_id'];
            isOneToOne: false;
            referencedRelation: 'events';
            referencedColumns: ['id'];
          },
        ];
      };
      event_waiting_list: {
        Row: {
          id: number;
          event_id: string;
          user_id: string;
          created_at: string;
        };
        Insert: {
          id?: number;
          event_id: string;
          user_id: string;
          created_at?: string;
        };
        Update: {
          id?: number;
          event_id?: string;
          user_id?: string;
          created_at?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'event_waiting_list_event_id_fkey';
            columns: ['event_id'];
            isOneToOne: false;
            referencedRelation: 'events';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'event_waiting_list_user_id_fkey';
            columns: ['user_id'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['user_id'];
          },
        ];
      };
      events: {
        Row: {
          id: string;
          title: string;
          description: string | null;
          location: string;
          location_reference: string | null;
          date: string;
          time: string;
          age_group: string | null;
          gender: string | null;
          skill_level: string;
          min_participants: number;
          max_participants: number | null;
          participant_count: number;
          created_by: string | null;
          sport_id: string | null;
          custom_sport_name: string | null;
          status: string;
          requires_approval: boolean;
          has_pcd_structure: boolean;
          pcd_types: string[] | null;
          image_url: string | null;
          starts_at: string;
          search_text: string;
          created_at: string;
          updated_at: string;
          time_zone: string;
          series_id: string | null;
          occurrence_date: string | null;
          club_id: string | null;
          guests_per_participant: number;
        };
        Insert: {
          id?: string;
          title: string;
          description?: string | null;
          location: string;
          location_reference?: string | null;
          date: string;
          time?: string;
          age_group?: string | null;
          gender?: string | null;
          skill_level?: string;
          min_participants?: number;
          max_participants?: number | null;
          participant_count?: number;
          created_by?: string | null;
          sport_id?: string | null;
          custom_sport_name?: string | null;
          status?: string;
          requires_approval?: boolean;
          has_pcd_structure?: boolean;
          pcd_types?: string[] | null;
          image_url?: string | null;
          starts_at?: string;
          search_text?: string;
          created_at?: string;
          updated_at?: string;
          time_zone?: string;
          series_id?: string | null;
          occurrence_date?: string | null;
          club_id?: string | null;
          guests_per_participant?: number;
        };
        Update: {
          id?: string;
          title?: string;
          description?: string | null;
          location?: string;
          location_reference?: string | null;
          date?: string;
          time?: string;
          age_group?: string | null;
          gender?: string | null;
          skill_level?: string;
          min_participants?: number;
          max_participants?: number | null;
          participant_count?: number;
          created_by?: string | null;
          sport_id?: string | null;
          custom_sport_name?: string | null;
          status?: string;
          requires_approval?: boolean;
          has_pcd_structure?: boolean;
          pcd_types?: string[] | null;
          image_url?: string | null;
          starts_at?: string;
          search_text?: string;
          created_at?: string;
          updated_at?: string;
          time_zone?: string;
          series_id?: string | null;
          occurrence_date?: string | null;
          club_id?: string | null;
          guests_per_participant?: number;
        };
        Relationships: [
          {
            foreignKeyName: 'events_club_id_fkey';
            columns: ['club_id'];
            isOneToOne: false;
            referencedRelation: 'clubs';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'events_created_by_fkey';
            columns: ['created_by'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['user_id'];
          },
          {
            foreignKeyName: 'events_series_id_fkey';
            columns: ['series_id'];
            isOneToOne: false;
            referencedRelation: 'event_series';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'events_sport_id_fkey';
            columns: ['sport_id'];
            isOneToOne: false;
            referencedRelation: 'sports';
            referencedColumns: ['id'];
          },
        ];
      };
      game_day_changes: {
        Row: {
          id: string;
          event_id: string;
          kind: string;
          made_at: string;
          outcome: string;
          message: string | null;
          received_at: string;
        };
        Insert: {
          id: string;
          event_id: string;
          kind: string;
          made_at: string;
          outcome: string;
          message?: string | null;
          received_at?: string;
        };
        Update: {
          id?: string;
          event_id?: string;
          kind?: string;
          made_at?: string;
          outcome?: string;
          message?: string | null;
          received_at?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'game_day_changes_event_id_fkey';
            columns: ['event_id'];
            isOneToOne: false;
            referencedRelation: 'events';
            referencedColumns: ['id'];
          },
        ];
      };
      notifications: {
        Row: {
          id: string;
          user_id: string;
          type: string;
          title: string;
          message: string;
          read: boolean;
          data: Json;
          created_at: string;
        };
        Insert: {
          id?: string;
          user_id: string;
          type: string;
          title: string;
          message: string;
          read?: boolean;
          data?: Json;
          created_at?: string;
        };
        Update: {
          id?: string;
          user_id?: string;
          type?: string;
          title?: string;
          message?: string;
          read?: boolean;
          data?: Json;
          created_at?: string;
        };
        Relationships: [];
      };
      payment_reminders_sent: {
        Row: {
          id: number;
          event_id: string;
          user_id: string;
          kind: string;
          sent_at: string;
        };
        Insert: {
          id?: number;
          event_id: string;
          user_id: string;
          kind: string;
          sent_at?: string;
        };
        Update: {
          id?: number;
          event_id?: string;
          user_id?: string;
          kind?: string;
          sent_at?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'payment_reminders_sent_event_id_fkey';
            columns: ['event_id'];
            isOneToOne: false;
            referencedRelation: 'events';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'payment_reminders_sent_user_id_fkey';
            columns: ['user_id'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['user_id'];
          },
        ];
      };
      profiles: {
        Row: {
          user_id: string;
          full_name: string;
          preferred_name: string | null;
          city: string | null;
          phone: string | null;
          birth_date: string | null;
          gender: string | null;
          profile_photo_url: string | null;
          accessibility_needs: string[];
          created_at: string;
          updated_at: string;
          search_text: string | null;
          reminders_enabled: boolean;
          push_off: string[];
          quiet_hours: boolean;
          time_zone: string;
          push_offer_answered: boolean;
        };
        Insert: {
          user_id: string;
          full_name?: string;
          preferred_name?: string | null;
          city?: string | null;
          phone?: string | null;
          birth_date?: string | null;
          gender?: string | null;
          profile_photo_url?: string | null;
          accessibility_needs?: string[];
          created_at?: string;
          updated_at?: string;
          search_text?: never;
          reminders_enabled?: boolean;
          push_off?: string[];
          quiet_hours?: boolean;
          time_zone?: string;
          push_offer_answered?: boolean;
        };
        Update: {
          user_id?: string;
          full_name?: string;
          preferred_name?: string | null;
          city?: string | null;
          phone?: string | null;
          birth_date?: string | null;
          gender?: string | null;
          profile_photo_url?: string | null;
          accessibility_needs?: string[];
          created_at?: string;
          updated_at?: string;
          search_text?: never;
          reminders_enabled?: boolean;
          push_off?: string[];
          quiet_hours?: boolean;
          time_zone?: string;
          push_offer_answered?: boolean;
        };
        Relationships: [];
      };
      push_config: {
        Row: {
          id: boolean;
          vapid_public_key: string | null;
          extra_origins: string[];
          updated_at: string;
        };
        Insert: {
          id?: boolean;
          vapid_public_key?: string | null;
          extra_origins?: string[];
          updated_at?: string;
        };
        Update: {
          id?: boolean;
          vapid_public_key?: string | null;
          extra_origins?: string[];
          updated_at?: string;
        };
        Relationships: [];
      };
      push_outbox: {
        Row: {
          id: number;
          notification_id: string;
          subscription_id: string | null;
          status: string;
          urgent: boolean;
          due_at: string;
          lease_until: string | null;
          attempts: number;
          last_status: number | null;
          last_error: string | null;
          sent_at: string | null;
          created_at: string;
        };
        Insert: {
          id?: number;
          notification_id: string;
          subscription_id?: string | null;
          status?: string;
          urgent?: boolean;
          due_at?: string;
          lease_until?: string | null;
          attempts?: number;
          last_status?: number | null;
          last_error?: string | null;
          sent_at?: string | null;
          created_at?: string;
        };
        Update: {
          id?: number;
          notification_id?: string;
          subscription_id?: string | null;
          status?: string;
          urgent?: boolean;
          due_at?: string;
          lease_until?: string | null;
          attempts?: number;
          last_status?: number | null;
          last_error?: string | null;
          sent_at?: string | null;
          created_at?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'push_outbox_notification_id_fkey';
            columns: ['notification_id'];
            isOneToOne: false;
            referencedRelation: 'notifications';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'push_outbox_subscription_id_fkey';
            columns: ['subscription_id'];
            isOneToOne: false;
            referencedRelation: 'push_subscriptions';
            referencedColumns: ['id'];
          },
        ];
      };
      push_queue: {
        Row: {
          notification_id: string;
          created_at: string;
        };
        Insert: {
          notification_id: string;
          created_at?: string;
        };
        Update: {
          notification_id?: string;
          created_at?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'push_queue_notification_id_fkey';
            columns: ['notification_id'];
            isOneToOne: true;
            referencedRelation: 'notifications';
            referencedColumns: ['id'];
          },
        ];
      };
      push_subscriptions: {
        Row: {
          id: string;
          user_id: string;
          endpoint: string;
          p256dh: string;
          auth: string;
          expiration_time: string | null;
          created_at: string;
        };
        Insert: {
          id?: string;
          user_id: string;
          endpoint: string;
          p256dh: string;
          auth: string;
          expiration_time?: string | null;
          created_at?: string;
        };
        Update: {
          id?: string;
          user_id?: string;
          endpoint?: string;
          p256dh?: string;
          auth?: string;
          expiration_time?: string | null;
          created_at?: string;
        };
        Relationships: [];
      };
      remote_events: {
        Row: {
          id: number;
          remote: string;
          channel: string;
          entry: string;
          route: string | null;
          kind: string;
          at: string;
          reporter: string | null;
        };
        Insert: {
          id?: number;
          remote: string;
          channel: string;
          entry: string;
          route?: string | null;
          kind: string;
          at?: string;
          reporter?: string | null;
        };
        Update: {
          id?: number;
          remote?: string;
          channel?: string;
          entry?: string;
          route?: string | null;
          kind?: string;
          at?: string;
          reporter?: string | null;
        };
        Relationships: [];
      };
      remote_releases: {
        Row: {
          entry: string;
          remote: string;
          channel: string;
          seen_at: string;
        };
        Insert: {
          entry: string;
          remote: string;
          channel: string;
          seen_at?: string;
        };
        Update: {
          entry?: string;
          remote?: string;
          channel?: string;
          seen_at?: string;
        };
        Relationships: [];
      };
      reviews: {
        Row: {
          id: string;
          event_id: string;
          reviewer_user_id: string | null;
          reviewed_user_id: string | null;
          review_type: string;
          praise_tags: string[];
          comment: string | null;
          rating: number | null;
          created_at: string;
        };
        Insert: {
          id?: string;
          event_id: string;
          reviewer_user_id?: string | null;
          reviewed_user_id?: string | null;
          review_type: string;
          praise_tags?: string[];
          comment?: string | null;
          rating?: number | null;
          created_at?: string;
        };
        Update: {
          id?: string;
          event_id?: string;
          reviewer_user_id?: string | null;
          reviewed_user_id?: string | null;
          review_type?: string;
          praise_tags?: string[];
          comment?: string | null;
          rating?: number | null;
          created_at?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'reviews_event_id_fkey';
            columns: ['event_id'];
            isOneToOne: false;
            referencedRelation: 'events';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'reviews_reviewed_user_id_fkey';
            columns: ['reviewed_user_id'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['user_id'];
          },
          {
            foreignKeyName: 'reviews_reviewer_user_id_fkey';
            columns: ['reviewer_user_id'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['user_id'];
          },
        ];
      };
      scheduled_job_failures: {
        Row: {
          job: string;
          unit_id: string;
          failures: number;
          last_error: string;
          first_failed_at: string;
          last_failed_at: string;
          retry_at: string;
        };
        Insert: {
          job: string;
          unit_id: string;
          failures?: number;
          last_error: string;
          first_failed_at: string;
          last_failed_at: string;
          retry_at: string;
        };
        Update: {
          job?: string;
          unit_id?: string;
          failures?: number;
          last_error?: string;
          first_failed_at?: string;
          last_failed_at?: string;
          retry_at?: string;
        };
        Relationships: [];
      };
      sport_suggestions: {
        Row: {
          id: string;
          user_id: string | null;
          sport_name: string;
          status: string;
          created_at: string;
        };
        Insert: {
          id?: string;
          user_id?: string | null;
          sport_name: string;
          status?: string;
          created_at?: string;
        };
        Update: {
          id?: string;
          user_id?: string | null;
          sport_name?: string;
          status?: string;
          created_at?: string;
        };
        Relationships: [];
      };
      sports: {
        Row: {
          id: string;
          name: string;
          created_at: string;
        };
        Insert: {
          id?: string;
          name: string;
          created_at?: string;
        };
        Update: {
          id?: string;
          name?: string;
          created_at?: string;
        };
        Relationships: [];
      };
      suggested_sports: {
        Row: {
          id: string;
          name: string;
          suggested_by: string | null;
          status: string;
          created_at: string;
        };
        Insert: {
          id?: string;
          name: string;
          suggested_by?: string | null;
          status?: string;
          created_at?: string;
        };
        Update: {
          id?: string;
          name?: string;
          suggested_by?: string | null;
          status?: string;
          created_at?: string;
        };
        Relationships: [];
      };
      terms_acceptances: {
        Row: {
          user_id: string;
          version: string;
          accepted_at: string;
        };
        Insert: {
          user_id: string;
          version: string;
          accepted_at?: string;
        };
        Update: {
          user_id?: string;
          version?: string;
          accepted_at?: string;
        };
        Relationships: [];
      };
      user_blocks: {
        Row: {
          blocker_id: string;
          blocked_id: string;
          created_at: string;
        };
        Insert: {
          blocker_id: string;
          blocked_id: string;
          created_at?: string;
        };
        Update: {
          blocker_id?: string;
          blocked_id?: string;
          created_at?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'user_blocks_blocked_id_fkey';
            columns: ['blocked_id'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['user_id'];
          },
          {
            foreignKeyName: 'user_blocks_blocker_id_fkey';
            columns: ['blocker_id'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['user_id'];
          },
        ];
      };
      user_sports: {
        Row: {
          id: string;
          user_id: string;
          sport_id: string;
          created_at: string;
        };
        Insert: {
          id?: string;
          user_id: string;
          sport_id: string;
          created_at?: string;
        };
        Update: {
          id?: string;
          user_id?: string;
          sport_id?: string;
          created_at?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'user_sports_sport_id_fkey';
            columns: ['sport_id'];
            isOneToOne: false;
            referencedRelation: 'sports';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'user_sports_user_id_fkey';
            columns: ['user_id'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['user_id'];
          },
        ];
      };
    };
    Views: {
      content_reports_for_review: {
        Row: {
          id: string | null;
          target_kind: string | null;
          reason: string | null;
          details: string | null;
          created_at: string | null;
          reviewed_at: string | null;
          reporter_id: string | null;
          reporter_name: string | null;
          reported_user_id: string | null;
          reported_name: string | null;
          comment_id: string | null;
          comment_text: string | null;
          event_id: string | null;
          comment_hidden_at: string | null;
          reports_on_target: number | null;
        };
        Relationships: [];
      };
      profile_reputation: {
        Row: {
          user_id: string | null;
          rating: number | null;
          praise_count: number | null;
          stars: number | null;
          comunicativo: number | null;
          trabalho_equipe: number | null;
          habilidoso: number | null;
          amigavel: number | null;
          esforcado: number | null;
        };
        Relationships: [];
      };
    };
    Functions: {
      accept_terms: {
        Args: { p_version: string };
        Returns: string;
      };
      add_club_movement: {
        Args: { p_club_id: string; p_kind: string; p_amount_cents: number; p_description: string; p_occurred_on?: string };
        Returns: number;
      };
      add_guest: {
        Args: { p_event_id: string; p_name: string };
        Returns: Json;
      };
      answer_club_request: {
        Args: { p_club_id: string; p_user_id: string; p_approve: boolean };
        Returns: undefined;
      };
      apply_game_day_changes: {
        Args: { p_changes: Json };
        Returns: Json;
      };
      approve_participant: {
        Args: { p_event_id: string; p_participant_id: string };
        Returns: { status: 'registered'; participant_count: number };
      };
      avulsos_from: {
        Args: { p_event: string };
        Returns: string;
      };
      block_user: {
        Args: { p_user_id: string };
        Returns: undefined;
      };
      blocked_by_me: {
        Args: never;
        Returns: string[];
      };
      blocked_by_organiser: {
        Args: { p_event_id: string };
        Returns: boolean;
      };
      calendar_feed_token: {
        Args: { p_renew?: boolean };
        Returns: string;
      };
      can_see_club: {
        Args: { p_club_id: string };
        Returns: boolean;
      };
      can_see_event: {
        Args: { p_event_id: string };
        Returns: boolean;
      };
      check_event_start: {
        Args: { p_starts_at: string };
        Returns: undefined;
      };
      claim_guest_place: {
        Args: { p_token: string };
        Returns: Json;
      };
      club_role: {
        Args: { p_club_id: string; p_user?: string };
        Returns: string;
      };
      comment_reports_to_hide: {
        Args: never;
        Returns: number;
      };
      confirm_club_payment: {
        Args: { p_club_id: string; p_user_id: string };
        Returns: Json;
      };
      confirm_payment: {
        Args: { p_event_id: string; p_user_id: string; p_received?: boolean };
        Returns: Json;
      };
      create_club: {
        Args: { p_club: Json };
        Returns: string;
      };
      create_event: {
        Args: { p_event: Json; p_invitees?: string[] };
        Returns: string;
      };
      create_event_with_cost: {
        Args: { p_event: Json; p_invitees?: string[]; p_cost?: Json };
        Returns: string;
      };
      current_terms_version: {
        Args: never;
        Returns: string;
      };
      delete_push_subscription: {
        Args: { p_endpoint: string };
        Returns: boolean;
      };
      end_series: {
        Args: { p_event_id: string };
        Returns: number;
      };
      escape_like: {
        Args: { value: string };
        Returns: string;
      };
      event_criteria_mismatches: {
        Args: { p_event_id: string };
        Returns: {
          user_id: string
          gender_mismatch: boolean
          age_mismatch: boolean
        }[];
      };
      event_split_preview: {
        Args: { p_event_id: string; p_include_organiser: boolean };
        Returns: Json;
      };
      event_start_horizon: {
        Args: never;
        Returns: string;
      };
      event_text_error: {
        Args: { p_label: string; p_text: string; p_multiline?: boolean };
        Returns: string;
      };
      event_texts_error: {
        Args: { p_new: string; p_old?: string };
        Returns: string;
      };
      export_my_data: {
        Args: never;
        Returns: Json;
      };
      filter_days: {
        Args: { p_keys: string[]; p_today: string };
        Returns: string[];
      };
      filter_sport_keys: {
        Args: never;
        Returns: string[];
      };
      format_brl: {
        Args: { p_cents: number };
        Returns: string;
      };
      game_day_clock: {
        Args: never;
        Returns: string;
      };
      game_day_closes_at: {
        Args: { p_starts_at: string };
        Returns: string;
      };
      game_day_final_at: {
        Args: { p_starts_at: string };
        Returns: string;
      };
      game_day_opens_at: {
        Args: { p_starts_at: string };
        Returns: string;
      };
      get_attendance_record: {
        Args: { p_user_id: string };
        Returns: Json;
      };
      get_club_caixa: {
        Args: { p_club_id: string; p_month?: string };
        Returns: Json;
      };
      get_club_invite: {
        Args: { p_club_id: string };
        Returns: Json;
      };
      get_club_invite_preview: {
        Args: { p_token: string };
        Returns: Json;
      };
      get_evaluation: {
        Args: { p_event_id: string };
        Returns: {
          available: true
          event_id: string
          title: string
          description: string | null
          players: { user_id: string; full_name: string; preferred_name: string | null; profile_photo_url: string | null }[]
        } | {
          available: false
          event_id: string
          title: string | null
          reason: string
          detail: string | null
        };
      };
      get_event_detail: {
        Args: { p_event_id: string };
        Returns: Json;
      };
      get_event_detail_unchecked: {
        Args: { p_event_id: string };
        Returns: Json;
      };
      get_event_guests: {
        Args: { p_event_id: string };
        Returns: Json;
      };
      get_event_list: {
        Args: { p_event_id: string };
        Returns: Json;
      };
      get_event_payments: {
        Args: { p_event_id: string };
        Returns: Json;
      };
      get_event_preview: {
        Args: { p_event_id: string };
        Returns: Json;
      };
      get_guest_claim: {
        Args: { p_token: string };
        Returns: Json;
      };
      get_my_club_account: {
        Args: { p_club_id: string };
        Returns: Json;
      };
      get_my_payment: {
        Args: { p_event_id: string };
        Returns: Json;
      };
      get_my_profile: {
        Args: never;
        Returns: Database['public']['Tables']['profiles']['Row'] | null;
      };
      get_public_profile: {
        Args: { target_user_id: string };
        Returns: {
          user_id: string
          full_name: string
          preferred_name: string | null
          city: string | null
          gender: string | null
          profile_photo_url: string | null
          created_at: string
          events_created: number
          events_participated: number
          rating: number
          praise_count: number
          praise_tags: { comunicativo: number; trabalho_equipe: number; habilidoso: number; amigavel: number; esforcado: number }
          stars: number
        } | null;
      };
      get_team_strengths: {
        Args: { p_event_id: string };
        Returns: {
          user_id: string | null
          full_name: string | null
          preferred_name: string | null
          games: number | null
          average_level: number | null
          praises: number | null
        }[];
      };
      get_waiting_list: {
        Args: { p_event_id: string };
        Returns: {
          user_id: string
          full_name: string
          preferred_name: string | null
          profile_photo_url: string | null
          position: number
          created_at: string
        }[];
      };
      guest_name_error: {
        Args: { p_name: string };
        Returns: string;
      };
      invite_to_event: {
        Args: { p_event_id: string; p_invitees: string[] };
        Returns: number;
      };
      is_brazil_time_zone: {
        Args: { p_zone: string };
        Returns: boolean;
      };
      is_club_admin: {
        Args: { p_club_id: string; p_user?: string };
        Returns: boolean;
      };
      is_club_member: {
        Args: { p_club_id: string; p_user?: string };
        Returns: boolean;
      };
      is_event_member: {
        Args: { p_event_id: string };
        Returns: boolean;
      };
      is_event_organiser: {
        Args: { p_event_id: string };
        Returns: boolean;
      };
      is_late_cancellation: {
        Args: { p_starts_at: string; p_freed_at: string };
        Returns: boolean;
      };
      is_push_endpoint_allowed: {
        Args: { p_endpoint: string };
        Returns: boolean;
      };
      is_time_zone: {
        Args: { p_zone: string };
        Returns: boolean;
      };
      join_club_by_invite: {
        Args: { p_token: string };
        Returns: string;
      };
      join_event: {
        Args: { p_event_id: string };
        Returns: { status: 'registered' | 'pending' | 'waiting'; participant_count: number; waiting_position?: number };
      };
      leave_club: {
        Args: { p_club_id: string };
        Returns: undefined;
      };
      leave_event: {
        Args: { p_event_id: string };
        Returns: { participant_count: number };
      };
      leave_waiting_list: {
        Args: { p_event_id: string };
        Returns: { waiting_count: number };
      };
      list_available_events: {
        Args: { p_sports?: string[]; p_dates?: string[]; p_after_starts_at?: string; p_after_id?: string; p_limit?: number };
        Returns: {
          id: string
          title: string
          location: string
          date: string
          time: string
          starts_at: string
          image_url: string | null
          skill_level: string
          status: string
          sport_name: string | null
          participant_count: number
          max_participants: number | null
          requires_approval: boolean
          is_organizer: boolean
          my_status: string | null
          my_evaluation_status: string | null
          series_id: string
          series_frequency: string
          series_first_date: string
          series_time: string
          club_id: string
          club_name: string
        }[];
      };
      list_blocked_users: {
        Args: never;
        Returns: {
          user_id: string | null
          full_name: string | null
          profile_photo_url: string | null
          blocked_at: string | null
        }[];
      };
      list_invited_events: {
        Args: { p_after_starts_at?: string; p_after_id?: string; p_limit?: number };
        Returns: {
          id: string
          title: string
          location: string
          date: string
          time: string
          starts_at: string
          image_url: string | null
          skill_level: string
          status: string
          sport_name: string | null
          participant_count: number
          max_participants: number | null
          requires_approval: boolean
          is_organizer: boolean
          my_status: string | null
          my_evaluation_status: string | null
          series_id: string
          series_frequency: string
          series_first_date: string
          series_time: string
          club_id: string
          club_name: string
          invited_by: string
          invited_by_name: string
        }[];
      };
      list_joined_events: {
        Args: { p_after_starts_at?: string; p_after_id?: string; p_limit?: number };
        Returns: {
          id: string
          title: string
          location: string
          date: string
          time: string
          starts_at: string
          image_url: string | null
          skill_level: string
          status: string
          sport_name: string | null
          participant_count: number
          max_participants: number | null
          requires_approval: boolean
          is_organizer: boolean
          my_status: string | null
          my_evaluation_status: string | null
          series_id: string
          series_frequency: string
          series_first_date: string
          series_time: string
          club_id: string
          club_name: string
        }[];
      };
      list_my_events: {
        Args: { p_section: string; p_after_starts_at?: string; p_after_id?: string; p_limit?: number; p_club_id?: string };
        Returns: {
          id: string
          title: string
          location: string
          date: string
          time: string
          starts_at: string
          image_url: string | null
          skill_level: string
          status: string
          sport_name: string | null
          participant_count: number
          max_participants: number | null
          requires_approval: boolean
          is_organizer: boolean
          my_status: string | null
          my_evaluation_status: string | null
          series_id: string
          series_frequency: string
          series_first_date: string
          series_time: string
          club_id: string
          club_name: string
        }[];
      };
      list_sport_athletes: {
        Args: { p_sport: string; p_query?: string; p_limit?: number; p_offset?: number };
        Returns: {
          user_id: string
          full_name: string
          preferred_name: string | null
          city: string | null
          profile_photo_url: string | null
        }[];
      };
      lock_event_for_participant_removal: {
        Args: { p_event_id: string; p_user_id: string };
        Returns: boolean;
      };
      mod11_check_digit: {
        Args: { p_digits: string; p_weights: number[] };
        Returns: number;
      };
      my_terms_status: {
        Args: never;
        Returns: {
          current_version: string | null
          accepted_at: string | null
        }[];
      };
      normalise_pix_key: {
        Args: { p_type: string; p_key: string };
        Returns: string;
      };
      normalize_search: {
        Args: { value: string };
        Returns: string;
      };
      open_due_evaluations: {
        Args: never;
        Returns: number;
      };
      parse_event_id: {
        Args: { p_event_id: string };
        Returns: string;
      };
      pin_club_notice: {
        Args: { p_notice_id: number; p_pinned: boolean };
        Returns: undefined;
      };
      pix_key_error: {
        Args: { p_type: string; p_key: string };
        Returns: string;
      };
      post_club_notice: {
        Args: { p_club_id: string; p_body: string; p_pinned?: boolean };
        Returns: number;
      };
      praise_stars: {
        Args: { p_praise_count: number };
        Returns: number;
      };
      pt_br_date_list: {
        Args: { p_dates: string[] };
        Returns: string;
      };
      push_devices_per_account: {
        Args: never;
        Returns: number;
      };
      push_kind: {
        Args: { p_type: string };
        Returns: string;
      };
      push_public_key: {
        Args: never;
        Returns: string;
      };
      quiet_hours_end: {
        Args: { p_at: string; p_zone: string };
        Returns: string;
      };
      record_statement_credits: {
        Args: { p_club_id: string; p_credits: Json };
        Returns: Json;
      };
      reject_participant: {
        Args: { p_event_id: string; p_participant_id: string };
        Returns: { status: 'rejected'; participant_count: number };
      };
      remove_club_member: {
        Args: { p_club_id: string; p_user_id: string };
        Returns: undefined;
      };
      remove_comment: {
        Args: { p_comment_id: string };
        Returns: undefined;
      };
      remove_guest: {
        Args: { p_guest_id: string };
        Returns: Json;
      };
      renew_club_invite: {
        Args: { p_club_id: string };
        Returns: Json;
      };
      report_club_payment: {
        Args: { p_club_id: string };
        Returns: Json;
      };
      report_comment: {
        Args: { p_comment_id: string; p_reason: string; p_details?: string };
        Returns: Json;
      };
      report_payment: {
        Args: { p_event_id: string };
        Returns: Json;
      };
      report_profile: {
        Args: { p_user_id: string; p_reason: string; p_details?: string };
        Returns: undefined;
      };
      report_remote_event: {
        Args: { p_remote: string; p_channel: string; p_entry: string; p_route: string; p_kind: string };
        Returns: boolean;
      };
      request_to_join_club: {
        Args: { p_club_id: string };
        Returns: string;
      };
      reverse_club_entry: {
        Args: { p_entry_id: number };
        Returns: number;
      };
      sao_paulo_today: {
        Args: never;
        Returns: string;
      };
      save_push_subscription: {
        Args: { p_subscription: Json };
        Returns: string;
      };
      save_teams: {
        Args: { p_event_id: string; p_teams: Json };
        Returns: number;
      };
      search_clubs: {
        Args: { p_query?: string; p_limit?: number };
        Returns: {
          id: string | null
          name: string | null
          city: string | null
          photo_url: string | null
          sport_ids: string[] | null
          visibility: string | null
          members: number | null
          my_role: string | null
          near: boolean | null
        }[];
      };
      search_events_normalized: {
        Args: { search_query: string; p_limit?: number; p_offset?: number };
        Returns: {
          id: string
          title: string
          location: string
          description: string | null
          image_url: string | null
          date: string
          time_field: string
          participant_count: number
          max_participants: number | null
          skill_level: string
        }[];
      };
      search_profiles_normalized: {
        Args: { search_query: string };
        Returns: {
          user_id: string
          full_name: string
          city: string | null
          profile_photo_url: string | null
          rating: number
          stars: number
        }[];
      };
      search_profiles_page: {
        Args: { search_query: string; p_limit?: number; p_offset?: number };
        Returns: {
          user_id: string
          full_name: string
          city: string | null
          profile_photo_url: string | null
          rating: number
          stars: number
        }[];
      };
      series_occurrences_ahead: {
        Args: never;
        Returns: number;
      };
      series_rrule: {
        Args: { p_frequency: string; p_count: number; p_until: string };
        Returns: string;
      };
      set_club_caixa: {
        Args: { p_club_id: string; p_settings: Json };
        Returns: Json;
      };
      set_club_invite_enabled: {
        Args: { p_club_id: string; p_enabled: boolean };
        Returns: Json;
      };
      set_club_member: {
        Args: { p_club_id: string; p_user_id: string; p_role?: string; p_kind?: string };
        Returns: undefined;
      };
      set_event_cost: {
        Args: { p_event_id: string; p_cost: Json };
        Returns: Json;
      };
      set_guest_allowance: {
        Args: { p_event_id: string; p_per_participant: number };
        Returns: number;
      };
      set_series_regular: {
        Args: { p_event_id: string; p_user_id: string; p_regular: boolean };
        Returns: Json;
      };
      share_status: {
        Args: { p_status: string; p_paid: number; p_amount: number; p_confirmed_at: string };
        Returns: string;
      };
      sport_key: {
        Args: { value: string };
        Returns: string;
      };
      sport_name_key: {
        Args: { p_name: string };
        Returns: string;
      };
      submit_evaluation: {
        Args: { p_event_id: string; p_praises: Json; p_comment?: string };
        Returns: { praised_players: number; praises: number };
      };
      suggest_sport: {
        Args: { p_name: string };
        Returns: { outcome: 'created' | 'pending_duplicate' | 'approved_duplicate' };
      };
      transfer_club_ownership: {
        Args: { p_club_id: string; p_user_id: string };
        Returns: undefined;
      };
      unblock_user: {
        Args: { p_user_id: string };
        Returns: undefined;
      };
      update_club: {
        Args: { p_club_id: string; p_changes: Json };
        Returns: undefined;
      };
      update_series_from: {
        Args: { p_event_id: string; p_changes: Json };
        Returns: number;
      };
    };
    Enums: {
      [_ in never]: never;
    };
    CompositeTypes: {
      [_ in never]: never;
    };
  };
};

type PublicSchema = Database['public'];
export type Tables<T extends keyof PublicSchema['Tables']> = PublicSchema['Tables'][T]['Row'];
export type TablesInsert<T extends keyof PublicSchema['Tables']> = PublicSchema['Tables'][T]['Insert'];
export type TablesUpdate<T extends keyof PublicSchema['Tables']> = PublicSchema['Tables'][T]['Update'];
export type Functions<T extends keyof PublicSchema['Functions']> = PublicSchema['Functions'][T];
