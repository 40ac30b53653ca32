from .intentions import typechecked


@typechecked
def double(row: int) -> int:
    return 2 * row
