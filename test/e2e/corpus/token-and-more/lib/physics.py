def orbital_period(radius):
    return radius ** 1.5
