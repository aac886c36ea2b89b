/**
 * Row types: exactly the tables (snake_case, 0|1 flags, JSON as text). Only repositories see
 * them; they map rows to domain types at their edge.
 */

export type Flag = 0 | 1;

export type CampaignRow = {
  id: 1;
  name: string;
  description: string;
  in_game_date: string;
  setting_id: string;
  setting_name: string;
  setting_description: string;
  setting_source: string;
  ruleset_json: string;
  special_abilities_json: string;
  background_skill_ideas_json: string;
  quirk_ideas_json: string;
  common_knowledge_json: string;
  created_at: string;
  updated_at: string;
  edition: string;
  house_rules_json: string;
  system_revision: number;
};

export type AbilityDefinitionKind = 'attribute' | 'action-skill' | 'language';
export type AbilityDefinitionRow = {
  kind: AbilityDefinitionKind;
  position: number;
  name: string;
  ruling_attribute: string | null;
  description: string;
};

export type CharacterRow = {
  id: string;
  kind: 'pc' | 'npc';
  name: string;
  concept: string;
  luck_points: number;
  xp: number;
  last_skill_raise_date: string | null;
  notes: string;
  has_npc_stats: Flag;
  npc_default_rating: number | null;
};

export type CharacterAbilityKind = 'attribute' | 'action-skill' | 'background-skill' | 'language' | 'npc-rating';
export type CharacterAbilityRow = {
  character_id: string;
  kind: CharacterAbilityKind;
  position: number;
  name: string;
  rating: number | null;
  ruling_attribute: string | null;
  /** Progress toward the next rating (migration 0007): both null when there is none. */
  xp_spent: number | null;
  last_learned: string | null;
};

export type CharacterQuirkRow = { character_id: string; position: number; text: string };

export type WoundRow = {
  id: string;
  character_id: string;
  location: string;
  severity: string;
  damage_type: string;
  healing_points: number;
  treated: Flag;
  in_game_date: string;
  description: string;
  inflicted_at: string;
  first_aid: string;
  first_aid_attempts: number;
};

export type XpLedgerRow = {
  id: number;
  character_id: string;
  delta: number;
  reason: string;
  ability: string | null;
  in_game_date: string;
  recorded_at: string;
};

export type LuckLedgerRow = Omit<XpLedgerRow, 'ability'>;

export type ConfigExtraRow = { source: string; key_path: string; value_json: string };

export type GearKind = 'weapon' | 'armor' | 'vehicle';
export type GearItemRow = { kind: GearKind; name: string; position: number; stats_json: string };

export type HitChartRow = { name: string; position: number; default_target: string };
export type HitChartLocationRow = { chart_name: string; position: number; name: string; mark: string };
export type HitChartEntryRow = {
  chart_name: string;
  target_position: number;
  target: string;
  roll_index: number;
  result: string;
};

export type CombatRow = {
  id: string;
  name: string;
  status: 'setup' | 'active' | 'ended';
  is_mock: Flag;
  round: number;
  settings_json: string;
  created_at: string;
  ended_at: string | null;
};

export type CombatantRow = {
  id: string;
  combat_id: string;
  character_id: string | null;
  name: string;
  team: number;
  position: number;
  state_json: string;
};

export type CombatEventRow = {
  seq: number;
  combat_id: string;
  round: number;
  type: string;
  actor_id: string | null;
  payload_json: string;
  dice_json: string;
  recorded_at: string;
};

export type CombatSnapshotRow = {
  id: number;
  combat_id: string;
  event_seq: number;
  machine_version: number;
  app_version: string;
  snapshot_json: string;
  saved_at: string;
};
