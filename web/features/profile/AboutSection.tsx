// Profile's 'About' card: where the food database comes from, credited as its sources ask
// (docs/behaviour/foods.md, "Foods").
export function AboutSection() {
  return (
    <section className="card stack" aria-labelledby="about-title">
      <h2 id="about-title" className="card-title">
        About
      </h2>
      <p className="muted">
        Foods from the USDA National Nutrient Database for Standard Reference, Release 28 (2016), US Department of Agriculture, Agricultural
        Research Service, Nutrient Data Laboratory: public domain.
      </p>
      <p className="muted">
        Foods found by barcode from Open Food Facts (openfoodfacts.org), available under the Open Database License (ODbL).
      </p>
    </section>
  );
}
