import type { Migration } from '../migrate';
import { m0001 } from './0001-campaign-and-characters';
import { m0002 } from './0002-gear-catalog';
import { m0003 } from './0003-combat-log';
import { m0004 } from './0004-gear-history';
import { m0005 } from './0005-character-sheets';
import { m0006 } from './0006-game-system';
import { m0007 } from './0007-xp-progress';
import { m0008 } from './0008-calendar-and-healing';
import { m0009 } from './0009-combat-luck';
import { m0010 } from './0010-encounters';
import { m0011 } from './0011-player-privacy';
import { m0012 } from './0012-player-links';
import { m0013 } from './0013-campaign-vehicles';
import { m0014 } from './0014-vehicle-crew';

/** Every migration in order. Static imports only: bundlers and a strict CSP see them all. */
export const MIGRATIONS: readonly Migration[] = [m0001, m0002, m0003, m0004, m0005, m0006, m0007, m0008, m0009, m0010, m0011, m0012, m0013, m0014];

/** The schema version this app writes. */
export const LATEST_SCHEMA_VERSION = MIGRATIONS.length;
