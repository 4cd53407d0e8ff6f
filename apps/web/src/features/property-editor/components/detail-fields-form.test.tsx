import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { PropertyDetailType } from '@inmuebles/shared/properties/enums';
import type { DetailValues } from '../model/editor-values';
import { emptyDetailValues } from '../utils/detail-fields';
import { DetailFieldsForm } from './detail-fields-form';

/** The form under a parent that keeps its values, as the wizard does; every change is recorded. */
function Harness({
  detailType,
  initial,
  onChange,
}: {
  detailType: PropertyDetailType;
  initial?: DetailValues;
  onChange: (next: DetailValues) => void;
}) {
  const [detail, setDetail] = useState(initial ?? emptyDetailValues(detailType));
  return (
    <DetailFieldsForm
      detailType={detailType}
      detail={detail}
      onDetailChange={(next) => {
        setDetail(next);
        onChange(next);
      }}
    />
  );
}

describe('DetailFieldsForm', () => {
  it("shows the house's fields: number inputs with their steps, checkboxes for yes/no", () => {
    render(<Harness detailType="HouseResource" onChange={vi.fn()} />);
    expect(screen.getByRole('group', { name: 'Características: Casa' })).toBeInTheDocument();
    const bathrooms = screen.getByLabelText('Baños');
    expect(bathrooms).toHaveAttribute('type', 'number');
    expect(bathrooms).toHaveAttribute('step', '0.5');
    expect(bathrooms).toHaveAttribute('min', '0');
    expect(screen.getByLabelText('Dormitorios')).toHaveAttribute('step', '1');
    expect(screen.getByRole('checkbox', { name: 'Jardín' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Piscina' })).not.toBeChecked();
    expect(screen.queryByLabelText('Riego')).not.toBeInTheDocument();
  });

  it('stores typed numbers as numbers, an emptied input as null, and ticked boxes as true', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness detailType="HouseResource" onChange={onChange} />);

    await user.type(screen.getByLabelText('Baños'), '2.5');
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ bathrooms: 2.5 }));
    expect(screen.getByLabelText('Baños')).toHaveValue(2.5);

    await user.clear(screen.getByLabelText('Baños'));
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ bathrooms: null }));

    await user.click(screen.getByRole('checkbox', { name: 'Piscina' }));
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ pool: true, garden: false }));
  });

  it('gives land its metres (with the unit read out) and its crops as text', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness detailType="LandResource" onChange={onChange} />);
    const length = screen.getByLabelText('Largo');
    expect(length).toHaveAccessibleDescription('metros');
    expect(length).toHaveAttribute('step', '0.01');

    await user.type(length, '120.75');
    await user.type(screen.getByLabelText('Cultivos'), 'Palta');
    expect(onChange).toHaveBeenLastCalledWith({
      irrigation: false,
      length_m: 120.75,
      width_m: null,
      crops: 'Palta',
    });
    await user.clear(screen.getByLabelText('Cultivos'));
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ crops: null }));
  });

  it("shows the server's message under a field it would refuse", () => {
    render(
      <Harness
        detailType="ApartmentResource"
        initial={{ floor_number: 250, bedrooms: 2, bathrooms: 2.3, parking_spots: null }}
        onChange={vi.fn()}
      />,
    );
    expect(screen.getByLabelText('Baños')).toHaveAccessibleDescription('Baños debe ser múltiplo de 0,5');
    expect(screen.getByLabelText('Baños')).toBeInvalid();
    expect(screen.getByLabelText('Piso')).toHaveAccessibleDescription('Piso debe estar entre -5 y 200');
    expect(screen.getByLabelText('Dormitorios')).toBeValid();
  });

  it('replaces the inputs when the category changes', () => {
    const view = render(
      <DetailFieldsForm
        detailType="OfficeResource"
        detail={emptyDetailValues('OfficeResource')}
        onDetailChange={vi.fn()}
      />,
    );
    expect(screen.getByLabelText('Salas de reuniones')).toHaveValue(null);
    view.rerender(
      <DetailFieldsForm
        detailType="WarehouseResource"
        detail={{ ...emptyDetailValues('WarehouseResource'), ceiling_height: 9 }}
        onDetailChange={vi.fn()}
      />,
    );
    expect(screen.queryByLabelText('Salas de reuniones')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Altura de techo')).toHaveValue(9);
    expect(screen.getByRole('checkbox', { name: 'Andén de carga' })).toBeInTheDocument();
  });
});
