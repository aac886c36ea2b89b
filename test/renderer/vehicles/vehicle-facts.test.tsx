// @vitest-environment jsdom
/**
 * The vehicle sheet's numbers: a dodge bonus is a modifier, so it reads with its sign as every
 * other modifier does ("+2", "−1" with a true minus sign, "0").
 */
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { CampaignVehicleView } from '../../../shared/ipc/vehicle-contract';
import { VehicleFacts } from '../../../renderer/features/vehicles/VehicleSide';

afterEach(cleanup);

function vehicle(dodgeBonus: number, toughness = 2): CampaignVehicleView {
  return {
    id: 'v1',
    name: 'Raider 7',
    vehicleType: 'Raider',
    definition: { name: 'Raider', pilotingSkill: 'Piloting', toughness, armor: null, dodgeBonus, hitChart: 'Fighter', weapons: [] } as unknown as CampaignVehicleView['definition'],
    mechanicId: null,
    mechanicName: null,
    wounds: [],
    woundModifier: 0,
    fight: null,
    crew: { pilot: null, passengers: [] },
  };
}

function dodgeText(): string | null {
  return screen.getByText('Dodge bonus').nextElementSibling?.textContent ?? null;
}

describe('VehicleFacts', () => {
  it('signs a dodge bonus as a modifier: +2, \u22121 and 0', () => {
    render(<VehicleFacts vehicle={vehicle(2)} />);
    expect(dodgeText()).toBe('+2');
    cleanup();
    render(<VehicleFacts vehicle={vehicle(-1)} />);
    expect(dodgeText()).toBe('\u22121');
    cleanup();
    render(<VehicleFacts vehicle={vehicle(0)} />);
    expect(dodgeText()).toBe('0');
  });

  it('keeps toughness a rating: 2 without a plus, \u22121 with a true minus', () => {
    render(<VehicleFacts vehicle={vehicle(0, 2)} />);
    expect(screen.getByText('Toughness').nextElementSibling?.textContent).toBe('2');
    cleanup();
    render(<VehicleFacts vehicle={vehicle(0, -1)} />);
    expect(screen.getByText('Toughness').nextElementSibling?.textContent).toBe('\u22121');
  });
});
